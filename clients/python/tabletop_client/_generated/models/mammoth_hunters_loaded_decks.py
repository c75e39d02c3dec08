from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MammothHuntersLoadedDecks")


@_attrs_define
class MammothHuntersLoadedDecks:
    """
    Attributes:
        dark (int | list[str]): Top first; the size when redacted.
        light (int | list[str]): Top first; the size when redacted.
    """

    dark: int | list[str]
    light: int | list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dark: int | list[str]
        if isinstance(self.dark, list):
            dark = self.dark

        else:
            dark = self.dark

        light: int | list[str]
        if isinstance(self.light, list):
            light = self.light

        else:
            light = self.light

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dark": dark,
                "light": light,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_dark(data: object) -> int | list[str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                dark_type_0 = cast(list[str], data)

                return dark_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str], data)

        dark = _parse_dark(d.pop("dark"))

        def _parse_light(data: object) -> int | list[str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                light_type_0 = cast(list[str], data)

                return light_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str], data)

        light = _parse_light(d.pop("light"))

        mammoth_hunters_loaded_decks = cls(
            dark=dark,
            light=light,
        )

        mammoth_hunters_loaded_decks.additional_properties = d
        return mammoth_hunters_loaded_decks

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
