from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MammothHuntersSeatDoc")


@_attrs_define
class MammothHuntersSeatDoc:
    """A seat: its stones (for the active seat: at the start of his turn), VP, clubs, hand.

    Attributes:
        hand (list[str]):
        held_clubs (int):
        stones (int):
        vp (int):
    """

    hand: list[str]
    held_clubs: int
    stones: int
    vp: int

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        held_clubs = self.held_clubs

        stones = self.stones

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "held_clubs": held_clubs,
                "stones": stones,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hand = cast(list[str], d.pop("hand"))

        held_clubs = d.pop("held_clubs")

        stones = d.pop("stones")

        vp = d.pop("vp")

        mammoth_hunters_seat_doc = cls(
            hand=hand,
            held_clubs=held_clubs,
            stones=stones,
            vp=vp,
        )

        return mammoth_hunters_seat_doc
