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

T = TypeVar("T", bound="PowWowCardRevealed")


@_attrs_define
class PowWowCardRevealed:
    """A slot turned face up; opens window `window` (§4.1, D21, D22).

    Attributes:
        by_timer (bool):
        card (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        slot (int):
        type_ (Literal['pow_wow.card_revealed']):
        version (int): The event's game version.
        window (int):
    """

    by_timer: bool
    card: str
    recorded_at: datetime.datetime
    seat: int
    slot: int
    type_: Literal["pow_wow.card_revealed"]
    version: int
    window: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by_timer = self.by_timer

        card = self.card

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        slot = self.slot

        type_ = self.type_

        version = self.version

        window = self.window

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by_timer": by_timer,
                "card": card,
                "recorded_at": recorded_at,
                "seat": seat,
                "slot": slot,
                "type": type_,
                "version": version,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by_timer = d.pop("by_timer")

        card = d.pop("card")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        slot = d.pop("slot")

        type_ = cast(Literal["pow_wow.card_revealed"], d.pop("type"))
        if type_ != "pow_wow.card_revealed":
            raise ValueError(
                f"type must match const 'pow_wow.card_revealed', got '{type_}'"
            )

        version = d.pop("version")

        window = d.pop("window")

        pow_wow_card_revealed = cls(
            by_timer=by_timer,
            card=card,
            recorded_at=recorded_at,
            seat=seat,
            slot=slot,
            type_=type_,
            version=version,
            window=window,
        )

        pow_wow_card_revealed.additional_properties = d
        return pow_wow_card_revealed

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
