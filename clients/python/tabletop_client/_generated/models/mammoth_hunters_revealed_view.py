from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mammoth_hunters_revealed_view_campfires import (
        MammothHuntersRevealedViewCampfires,
    )


T = TypeVar("T", bound="MammothHuntersRevealedView")


@_attrs_define
class MammothHuntersRevealedView:
    """Everything secret, shown once the game is over.

    Attributes:
        campfires (MammothHuntersRevealedViewCampfires):
        campfires_aside (list[int]):
        dark_deck (list[str]):
        dark_pile (list[str]):
        hands (list[list[str]]):
        light_deck (list[str]):
        light_pile (list[str]):
    """

    campfires: MammothHuntersRevealedViewCampfires
    campfires_aside: list[int]
    dark_deck: list[str]
    dark_pile: list[str]
    hands: list[list[str]]
    light_deck: list[str]
    light_pile: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        campfires = self.campfires.to_dict()

        campfires_aside = self.campfires_aside

        dark_deck = self.dark_deck

        dark_pile = self.dark_pile

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        light_deck = self.light_deck

        light_pile = self.light_pile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "campfires": campfires,
                "campfires_aside": campfires_aside,
                "dark_deck": dark_deck,
                "dark_pile": dark_pile,
                "hands": hands,
                "light_deck": light_deck,
                "light_pile": light_pile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_revealed_view_campfires import (
            MammothHuntersRevealedViewCampfires,
        )

        d = dict(src_dict)
        campfires = MammothHuntersRevealedViewCampfires.from_dict(d.pop("campfires"))

        campfires_aside = cast(list[int], d.pop("campfires_aside"))

        dark_deck = cast(list[str], d.pop("dark_deck"))

        dark_pile = cast(list[str], d.pop("dark_pile"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        light_deck = cast(list[str], d.pop("light_deck"))

        light_pile = cast(list[str], d.pop("light_pile"))

        mammoth_hunters_revealed_view = cls(
            campfires=campfires,
            campfires_aside=campfires_aside,
            dark_deck=dark_deck,
            dark_pile=dark_pile,
            hands=hands,
            light_deck=light_deck,
            light_pile=light_pile,
        )

        mammoth_hunters_revealed_view.additional_properties = d
        return mammoth_hunters_revealed_view

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
