from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.der_schwarm_seat_view_stations import DerSchwarmSeatViewStations
    from ..models.der_schwarm_supply import DerSchwarmSupply
    from ..models.der_schwarm_tile_view import DerSchwarmTileView


T = TypeVar("T", bound="DerSchwarmSeatView")


@_attrs_define
class DerSchwarmSeatView:
    """One seat as everyone sees it (hand hidden from others only with hidden hands, D47).

    Attributes:
        ability (None | str):
        colour (str):
        hand (list[str] | None): Unplayed purchased cards; null when hidden (hidden hands).
        hand_count (int):
        joker (str): available, used or passed.
        largest_system (int): Element count of the largest system now (derived).
        order_card (int | None):
        played (list[str]):
        queen_buoy (bool):
        rp (int):
        seat (int):
        ships (list[str]):
        stations (DerSchwarmSeatViewStations): Field -> researchers on it.
        supply (DerSchwarmSupply): Pieces left in a seat's supply.
        tiles (list[DerSchwarmTileView]):
    """

    ability: None | str
    colour: str
    hand: list[str] | None
    hand_count: int
    joker: str
    largest_system: int
    order_card: int | None
    played: list[str]
    queen_buoy: bool
    rp: int
    seat: int
    ships: list[str]
    stations: DerSchwarmSeatViewStations
    supply: DerSchwarmSupply
    tiles: list[DerSchwarmTileView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability: None | str
        ability = self.ability

        colour = self.colour

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_count = self.hand_count

        joker = self.joker

        largest_system = self.largest_system

        order_card: int | None
        order_card = self.order_card

        played = self.played

        queen_buoy = self.queen_buoy

        rp = self.rp

        seat = self.seat

        ships = self.ships

        stations = self.stations.to_dict()

        supply = self.supply.to_dict()

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "colour": colour,
                "hand": hand,
                "hand_count": hand_count,
                "joker": joker,
                "largest_system": largest_system,
                "order_card": order_card,
                "played": played,
                "queen_buoy": queen_buoy,
                "rp": rp,
                "seat": seat,
                "ships": ships,
                "stations": stations,
                "supply": supply,
                "tiles": tiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.der_schwarm_seat_view_stations import DerSchwarmSeatViewStations
        from ..models.der_schwarm_supply import DerSchwarmSupply
        from ..models.der_schwarm_tile_view import DerSchwarmTileView

        d = dict(src_dict)

        def _parse_ability(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ability = _parse_ability(d.pop("ability"))

        colour = d.pop("colour")

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_count = d.pop("hand_count")

        joker = d.pop("joker")

        largest_system = d.pop("largest_system")

        def _parse_order_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        order_card = _parse_order_card(d.pop("order_card"))

        played = cast(list[str], d.pop("played"))

        queen_buoy = d.pop("queen_buoy")

        rp = d.pop("rp")

        seat = d.pop("seat")

        ships = cast(list[str], d.pop("ships"))

        stations = DerSchwarmSeatViewStations.from_dict(d.pop("stations"))

        supply = DerSchwarmSupply.from_dict(d.pop("supply"))

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = DerSchwarmTileView.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        der_schwarm_seat_view = cls(
            ability=ability,
            colour=colour,
            hand=hand,
            hand_count=hand_count,
            joker=joker,
            largest_system=largest_system,
            order_card=order_card,
            played=played,
            queen_buoy=queen_buoy,
            rp=rp,
            seat=seat,
            ships=ships,
            stations=stations,
            supply=supply,
            tiles=tiles,
        )

        der_schwarm_seat_view.additional_properties = d
        return der_schwarm_seat_view

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
