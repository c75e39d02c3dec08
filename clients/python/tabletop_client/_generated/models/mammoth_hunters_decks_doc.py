from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MammothHuntersDecksDoc")


@_attrs_define
class MammothHuntersDecksDoc:
    """
    Attributes:
        dark (list[str]): Top first.
        light (list[str]): Top first.
    """

    dark: list[str]
    light: list[str]

    def to_dict(self) -> dict[str, Any]:
        dark = self.dark

        light = self.light

        field_dict: dict[str, Any] = {}

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
        dark = cast(list[str], d.pop("dark"))

        light = cast(list[str], d.pop("light"))

        mammoth_hunters_decks_doc = cls(
            dark=dark,
            light=light,
        )

        return mammoth_hunters_decks_doc
