from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.mammoth_hunters_discard_doc import MammothHuntersDiscardDoc


T = TypeVar("T", bound="MammothHuntersDiscardsDoc")


@_attrs_define
class MammothHuntersDiscardsDoc:
    """
    Attributes:
        dark (list[MammothHuntersDiscardDoc]): Bottom first; the last is the top.
        light (list[MammothHuntersDiscardDoc]): Bottom first; the last is the top.
    """

    dark: list[MammothHuntersDiscardDoc]
    light: list[MammothHuntersDiscardDoc]

    def to_dict(self) -> dict[str, Any]:
        dark = []
        for dark_item_data in self.dark:
            dark_item = dark_item_data.to_dict()
            dark.append(dark_item)

        light = []
        for light_item_data in self.light:
            light_item = light_item_data.to_dict()
            light.append(light_item)

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
        from ..models.mammoth_hunters_discard_doc import MammothHuntersDiscardDoc

        d = dict(src_dict)
        dark = []
        _dark = d.pop("dark")
        for dark_item_data in _dark:
            dark_item = MammothHuntersDiscardDoc.from_dict(dark_item_data)

            dark.append(dark_item)

        light = []
        _light = d.pop("light")
        for light_item_data in _light:
            light_item = MammothHuntersDiscardDoc.from_dict(light_item_data)

            light.append(light_item)

        mammoth_hunters_discards_doc = cls(
            dark=dark,
            light=light,
        )

        return mammoth_hunters_discards_doc
