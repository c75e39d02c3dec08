from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.clans_outcome_unassigned_points import ClansOutcomeUnassignedPoints
    from ..models.clans_seat_result import ClansSeatResult


T = TypeVar("T", bound="ClansOutcome")


@_attrs_define
class ClansOutcome:
    """The result once the game is over (RULES §11).

    Attributes:
        reason (str): `twelfth_village` or `no_legal_move`.
        seats (list[ClansSeatResult]): Per seat, in seat order.
        unassigned_points (ClansOutcomeUnassignedPoints): For information: village points of the unassigned colours.
    """

    reason: str
    seats: list[ClansSeatResult]
    unassigned_points: ClansOutcomeUnassignedPoints
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        unassigned_points = self.unassigned_points.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "reason": reason,
                "seats": seats,
                "unassigned_points": unassigned_points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_outcome_unassigned_points import (
            ClansOutcomeUnassignedPoints,
        )
        from ..models.clans_seat_result import ClansSeatResult

        d = dict(src_dict)
        reason = d.pop("reason")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = ClansSeatResult.from_dict(seats_item_data)

            seats.append(seats_item)

        unassigned_points = ClansOutcomeUnassignedPoints.from_dict(
            d.pop("unassigned_points")
        )

        clans_outcome = cls(
            reason=reason,
            seats=seats,
            unassigned_points=unassigned_points,
        )

        clans_outcome.additional_properties = d
        return clans_outcome

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
