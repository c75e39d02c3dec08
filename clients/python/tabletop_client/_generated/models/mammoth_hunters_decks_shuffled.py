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

T = TypeVar("T", bound="MammothHuntersDecksShuffled")


@_attrs_define
class MammothHuntersDecksShuffled:
    """Deck orders, top first; redacted copies keep only the sizes.

    Attributes:
        dark_size (int):
        light_size (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['mammoth_hunters.decks_shuffled']):
        version (int): The event's game version.
        dark (list[str] | Unset):
        light (list[str] | Unset):
    """

    dark_size: int
    light_size: int
    recorded_at: datetime.datetime
    type_: Literal["mammoth_hunters.decks_shuffled"]
    version: int
    dark: list[str] | Unset = UNSET
    light: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dark_size = self.dark_size

        light_size = self.light_size

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        dark: list[str] | Unset = UNSET
        if not isinstance(self.dark, Unset):
            dark = self.dark

        light: list[str] | Unset = UNSET
        if not isinstance(self.light, Unset):
            light = self.light

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dark_size": dark_size,
                "light_size": light_size,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )
        if dark is not UNSET:
            field_dict["dark"] = dark
        if light is not UNSET:
            field_dict["light"] = light

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dark_size = d.pop("dark_size")

        light_size = d.pop("light_size")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["mammoth_hunters.decks_shuffled"], d.pop("type"))
        if type_ != "mammoth_hunters.decks_shuffled":
            raise ValueError(
                f"type must match const 'mammoth_hunters.decks_shuffled', got '{type_}'"
            )

        version = d.pop("version")

        dark = cast(list[str], d.pop("dark", UNSET))

        light = cast(list[str], d.pop("light", UNSET))

        mammoth_hunters_decks_shuffled = cls(
            dark_size=dark_size,
            light_size=light_size,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            dark=dark,
            light=light,
        )

        mammoth_hunters_decks_shuffled.additional_properties = d
        return mammoth_hunters_decks_shuffled

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
