from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MammothHuntersSeatView")


@_attrs_define
class MammothHuntersSeatView:
    """
    Attributes:
        colour (str):
        dark_cards (int): Dark cards in hand.
        held_clubs (int):
        light_cards (int): Light cards in hand.
        on_board (int): The seat's hunters on the board.
        pool (int): Hunters in the seat's pool.
        seat (int):
        stones (int):
        vp (int):
    """

    colour: str
    dark_cards: int
    held_clubs: int
    light_cards: int
    on_board: int
    pool: int
    seat: int
    stones: int
    vp: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        dark_cards = self.dark_cards

        held_clubs = self.held_clubs

        light_cards = self.light_cards

        on_board = self.on_board

        pool = self.pool

        seat = self.seat

        stones = self.stones

        vp = self.vp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "colour": colour,
                "dark_cards": dark_cards,
                "held_clubs": held_clubs,
                "light_cards": light_cards,
                "on_board": on_board,
                "pool": pool,
                "seat": seat,
                "stones": stones,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = d.pop("colour")

        dark_cards = d.pop("dark_cards")

        held_clubs = d.pop("held_clubs")

        light_cards = d.pop("light_cards")

        on_board = d.pop("on_board")

        pool = d.pop("pool")

        seat = d.pop("seat")

        stones = d.pop("stones")

        vp = d.pop("vp")

        mammoth_hunters_seat_view = cls(
            colour=colour,
            dark_cards=dark_cards,
            held_clubs=held_clubs,
            light_cards=light_cards,
            on_board=on_board,
            pool=pool,
            seat=seat,
            stones=stones,
            vp=vp,
        )

        mammoth_hunters_seat_view.additional_properties = d
        return mammoth_hunters_seat_view

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
