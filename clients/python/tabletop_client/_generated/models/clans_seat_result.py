from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClansSeatResult")


@_attrs_define
class ClansSeatResult:
    """One seat's result (RULES §11).

    Attributes:
        chips (int): Village chips held, 1 point each (D17).
        clan (str): The seat's colour, revealed.
        rank (int): Competition rank over the seats (1, 2, 2, 4; D16).
        seat (int):
        total (int): village_points + chips.
        village_points (int): Its clan's points from villages.
        won (bool): Whether the seat shares the highest total.
    """

    chips: int
    clan: str
    rank: int
    seat: int
    total: int
    village_points: int
    won: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chips = self.chips

        clan = self.clan

        rank = self.rank

        seat = self.seat

        total = self.total

        village_points = self.village_points

        won = self.won

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chips": chips,
                "clan": clan,
                "rank": rank,
                "seat": seat,
                "total": total,
                "village_points": village_points,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        chips = d.pop("chips")

        clan = d.pop("clan")

        rank = d.pop("rank")

        seat = d.pop("seat")

        total = d.pop("total")

        village_points = d.pop("village_points")

        won = d.pop("won")

        clans_seat_result = cls(
            chips=chips,
            clan=clan,
            rank=rank,
            seat=seat,
            total=total,
            village_points=village_points,
            won=won,
        )

        clans_seat_result.additional_properties = d
        return clans_seat_result

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
