from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mammoth_hunters_draw_deck import MammothHuntersDrawDeck
from ..models.mammoth_hunters_draw_type import MammothHuntersDrawType

T = TypeVar("T", bound="MammothHuntersDraw")


@_attrs_define
class MammothHuntersDraw:
    """Draw one card from a deck (RULES §6.7, D38).

    Attributes:
        deck (MammothHuntersDrawDeck): The deck to draw from.
        type_ (MammothHuntersDrawType):
    """

    deck: MammothHuntersDrawDeck
    type_: MammothHuntersDrawType

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deck": deck,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        deck = MammothHuntersDrawDeck(d.pop("deck"))

        type_ = MammothHuntersDrawType(d.pop("type"))

        mammoth_hunters_draw = cls(
            deck=deck,
            type_=type_,
        )

        return mammoth_hunters_draw
