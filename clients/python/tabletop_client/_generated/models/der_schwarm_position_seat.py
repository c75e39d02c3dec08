from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.der_schwarm_position_seat_stations import (
        DerSchwarmPositionSeatStations,
    )


T = TypeVar("T", bound="DerSchwarmPositionSeat")


@_attrs_define
class DerSchwarmPositionSeat:
    """One seat; piece supplies are the colour's totals minus the board (§17.5).

    Attributes:
        ability (None | str):
        hand (list[str]):
        joker (str):
        order_card (int | None):
        played (list[str]):
        queen_buoy (bool):
        rp (int):
        ships (list[str]):
        stations (DerSchwarmPositionSeatStations): Field -> researchers.
        tiles (list[str]):
    """

    ability: None | str
    hand: list[str]
    joker: str
    order_card: int | None
    played: list[str]
    queen_buoy: bool
    rp: int
    ships: list[str]
    stations: DerSchwarmPositionSeatStations
    tiles: list[str]

    def to_dict(self) -> dict[str, Any]:
        ability: None | str
        ability = self.ability

        hand = self.hand

        joker = self.joker

        order_card: int | None
        order_card = self.order_card

        played = self.played

        queen_buoy = self.queen_buoy

        rp = self.rp

        ships = self.ships

        stations = self.stations.to_dict()

        tiles = self.tiles

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ability": ability,
                "hand": hand,
                "joker": joker,
                "order_card": order_card,
                "played": played,
                "queen_buoy": queen_buoy,
                "rp": rp,
                "ships": ships,
                "stations": stations,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_position_seat_stations import (
            DerSchwarmPositionSeatStations,
        )

        d = dict(src_dict)

        def _parse_ability(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ability = _parse_ability(d.pop("ability"))

        hand = cast(list[str], d.pop("hand"))

        joker = d.pop("joker")

        def _parse_order_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        order_card = _parse_order_card(d.pop("order_card"))

        played = cast(list[str], d.pop("played"))

        queen_buoy = d.pop("queen_buoy")

        rp = d.pop("rp")

        ships = cast(list[str], d.pop("ships"))

        stations = DerSchwarmPositionSeatStations.from_dict(d.pop("stations"))

        tiles = cast(list[str], d.pop("tiles"))

        der_schwarm_position_seat = cls(
            ability=ability,
            hand=hand,
            joker=joker,
            order_card=order_card,
            played=played,
            queen_buoy=queen_buoy,
            rp=rp,
            ships=ships,
            stations=stations,
            tiles=tiles,
        )

        return der_schwarm_position_seat
