from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="MammothHuntersCardDrawn")


@_attrs_define
class MammothHuntersCardDrawn:
    """`card` is left out of the copies of other seats and spectators (RULES §16.7).

    Attributes:
        colour (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        type_ (Literal['mammoth_hunters.card_drawn']):
        version (int): The event's game version.
        card (None | str | Unset):
    """

    colour: str
    recorded_at: datetime.datetime
    seat: int
    type_: Literal["mammoth_hunters.card_drawn"]
    version: int
    card: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        type_ = self.type_

        version = self.version

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "colour": colour,
                "recorded_at": recorded_at,
                "seat": seat,
                "type": type_,
                "version": version,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = d.pop("colour")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        type_ = cast(Literal["mammoth_hunters.card_drawn"], d.pop("type"))
        if type_ != "mammoth_hunters.card_drawn":
            raise ValueError(
                f"type must match const 'mammoth_hunters.card_drawn', got '{type_}'"
            )

        version = d.pop("version")

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        mammoth_hunters_card_drawn = cls(
            colour=colour,
            recorded_at=recorded_at,
            seat=seat,
            type_=type_,
            version=version,
            card=card,
        )

        mammoth_hunters_card_drawn.additional_properties = d
        return mammoth_hunters_card_drawn

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
