from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..models.mammoth_hunters_draw_deck import MammothHuntersDrawDeck

T = TypeVar("T", bound="MammothHuntersDraw")


@_attrs_define
class MammothHuntersDraw:
    """Draw one card from a deck (RULES §6.7, D38).

    Attributes:
        deck (MammothHuntersDrawDeck):
        type_ (Literal['mammoth_hunters.draw']):
    """

    deck: MammothHuntersDrawDeck
    type_: Literal["mammoth_hunters.draw"]

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck.value

        type_ = self.type_

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

        type_ = cast(Literal["mammoth_hunters.draw"], d.pop("type"))
        if type_ != "mammoth_hunters.draw":
            raise ValueError(
                f"type must match const 'mammoth_hunters.draw', got '{type_}'"
            )

        mammoth_hunters_draw = cls(
            deck=deck,
            type_=type_,
        )

        return mammoth_hunters_draw
