from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.narration_line import NarrationLine


T = TypeVar("T", bound="Narration")


@_attrs_define
class Narration:
    """
    Attributes:
        game_id (str):
        lines (list[NarrationLine]):
        version (int): The game's current version.
    """

    game_id: str
    lines: list[NarrationLine]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "lines": lines,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.narration_line import NarrationLine

        d = dict(src_dict)
        game_id = d.pop("game_id")

        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = NarrationLine.from_dict(lines_item_data)

            lines.append(lines_item)

        version = d.pop("version")

        narration = cls(
            game_id=game_id,
            lines=lines,
            version=version,
        )

        narration.additional_properties = d
        return narration

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
