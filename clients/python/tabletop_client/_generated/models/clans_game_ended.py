from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.clans_game_ended_reason import ClansGameEndedReason

if TYPE_CHECKING:
    from ..models.clans_game_ended_village_points import ClansGameEndedVillagePoints


T = TypeVar("T", bound="ClansGameEnded")


@_attrs_define
class ClansGameEnded:
    """The end and the reveal (RULES §11): per-seat lists, all colours public.

    Attributes:
        chips (list[int]):
        clans (list[str]):
        ranks (list[int]):
        reason (ClansGameEndedReason):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        totals (list[int]):
        type_ (Literal['clans.game_ended']):
        unassigned (list[str]):
        version (int): The event's game version.
        village_points (ClansGameEndedVillagePoints): Points of all five colours, canonical order.
        winners (list[int]):
    """

    chips: list[int]
    clans: list[str]
    ranks: list[int]
    reason: ClansGameEndedReason
    recorded_at: datetime.datetime
    totals: list[int]
    type_: Literal["clans.game_ended"]
    unassigned: list[str]
    version: int
    village_points: ClansGameEndedVillagePoints
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chips = self.chips

        clans = self.clans

        ranks = self.ranks

        reason = self.reason.value

        recorded_at = self.recorded_at.isoformat()

        totals = self.totals

        type_ = self.type_

        unassigned = self.unassigned

        version = self.version

        village_points = self.village_points.to_dict()

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chips": chips,
                "clans": clans,
                "ranks": ranks,
                "reason": reason,
                "recorded_at": recorded_at,
                "totals": totals,
                "type": type_,
                "unassigned": unassigned,
                "version": version,
                "village_points": village_points,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clans_game_ended_village_points import ClansGameEndedVillagePoints

        d = dict(src_dict)
        chips = cast(list[int], d.pop("chips"))

        clans = cast(list[str], d.pop("clans"))

        ranks = cast(list[int], d.pop("ranks"))

        reason = ClansGameEndedReason(d.pop("reason"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        totals = cast(list[int], d.pop("totals"))

        type_ = cast(Literal["clans.game_ended"], d.pop("type"))
        if type_ != "clans.game_ended":
            raise ValueError(f"type must match const 'clans.game_ended', got '{type_}'")

        unassigned = cast(list[str], d.pop("unassigned"))

        version = d.pop("version")

        village_points = ClansGameEndedVillagePoints.from_dict(d.pop("village_points"))

        winners = cast(list[int], d.pop("winners"))

        clans_game_ended = cls(
            chips=chips,
            clans=clans,
            ranks=ranks,
            reason=reason,
            recorded_at=recorded_at,
            totals=totals,
            type_=type_,
            unassigned=unassigned,
            version=version,
            village_points=village_points,
            winners=winners,
        )

        clans_game_ended.additional_properties = d
        return clans_game_ended

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
