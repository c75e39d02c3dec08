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

T = TypeVar("T", bound="MammothHuntersDeckReshuffled")


@_attrs_define
class MammothHuntersDeckReshuffled:
    """The new deck, top first; redacted copies keep only `colour` and `size`.

    Attributes:
        colour (str):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        size (int):
        type_ (Literal['mammoth_hunters.deck_reshuffled']):
        version (int): The event's game version.
        deck (list[str] | Unset):
    """

    colour: str
    recorded_at: datetime.datetime
    size: int
    type_: Literal["mammoth_hunters.deck_reshuffled"]
    version: int
    deck: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        recorded_at = self.recorded_at.isoformat()

        size = self.size

        type_ = self.type_

        version = self.version

        deck: list[str] | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "colour": colour,
                "recorded_at": recorded_at,
                "size": size,
                "type": type_,
                "version": version,
            }
        )
        if deck is not UNSET:
            field_dict["deck"] = deck

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = d.pop("colour")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        size = d.pop("size")

        type_ = cast(Literal["mammoth_hunters.deck_reshuffled"], d.pop("type"))
        if type_ != "mammoth_hunters.deck_reshuffled":
            raise ValueError(
                f"type must match const 'mammoth_hunters.deck_reshuffled', got '{type_}'"
            )

        version = d.pop("version")

        deck = cast(list[str], d.pop("deck", UNSET))

        mammoth_hunters_deck_reshuffled = cls(
            colour=colour,
            recorded_at=recorded_at,
            size=size,
            type_=type_,
            version=version,
            deck=deck,
        )

        mammoth_hunters_deck_reshuffled.additional_properties = d
        return mammoth_hunters_deck_reshuffled

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
