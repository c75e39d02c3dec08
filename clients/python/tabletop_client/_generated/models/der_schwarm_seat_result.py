from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DerSchwarmSeatResult")


@_attrs_define
class DerSchwarmSeatResult:
    """One seat's line of the outcome (RULES §13).

    Attributes:
        colour (str):
        queen_points (int):
        rank (int):
        rp (int):
        seat (int):
        sides_bonus (int):
        won (bool):
    """

    colour: str
    queen_points: int
    rank: int
    rp: int
    seat: int
    sides_bonus: int
    won: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        queen_points = self.queen_points

        rank = self.rank

        rp = self.rp

        seat = self.seat

        sides_bonus = self.sides_bonus

        won = self.won

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "colour": colour,
                "queen_points": queen_points,
                "rank": rank,
                "rp": rp,
                "seat": seat,
                "sides_bonus": sides_bonus,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        colour = d.pop("colour")

        queen_points = d.pop("queen_points")

        rank = d.pop("rank")

        rp = d.pop("rp")

        seat = d.pop("seat")

        sides_bonus = d.pop("sides_bonus")

        won = d.pop("won")

        der_schwarm_seat_result = cls(
            colour=colour,
            queen_points=queen_points,
            rank=rank,
            rp=rp,
            seat=seat,
            sides_bonus=sides_bonus,
            won=won,
        )

        der_schwarm_seat_result.additional_properties = d
        return der_schwarm_seat_result

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
