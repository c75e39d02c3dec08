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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mammoth_hunters_campfires_placed_counts import (
        MammothHuntersCampfiresPlacedCounts,
    )
    from ..models.mammoth_hunters_campfires_placed_stacks import (
        MammothHuntersCampfiresPlacedStacks,
    )


T = TypeVar("T", bound="MammothHuntersCampfiresPlaced")


@_attrs_define
class MammothHuntersCampfiresPlaced:
    """Face-down tiles per open region and aside; redacted copies keep only the counts.

    Attributes:
        aside_count (int):
        counts (MammothHuntersCampfiresPlacedCounts):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        round_ (int):
        type_ (Literal['mammoth_hunters.campfires_placed']):
        version (int): The event's game version.
        aside (list[int] | Unset):
        stacks (MammothHuntersCampfiresPlacedStacks | Unset):
    """

    aside_count: int
    counts: MammothHuntersCampfiresPlacedCounts
    recorded_at: datetime.datetime
    round_: int
    type_: Literal["mammoth_hunters.campfires_placed"]
    version: int
    aside: list[int] | Unset = UNSET
    stacks: MammothHuntersCampfiresPlacedStacks | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        aside_count = self.aside_count

        counts = self.counts.to_dict()

        recorded_at = self.recorded_at.isoformat()

        round_ = self.round_

        type_ = self.type_

        version = self.version

        aside: list[int] | Unset = UNSET
        if not isinstance(self.aside, Unset):
            aside = self.aside

        stacks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.stacks, Unset):
            stacks = self.stacks.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "aside_count": aside_count,
                "counts": counts,
                "recorded_at": recorded_at,
                "round": round_,
                "type": type_,
                "version": version,
            }
        )
        if aside is not UNSET:
            field_dict["aside"] = aside
        if stacks is not UNSET:
            field_dict["stacks"] = stacks

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_campfires_placed_counts import (
            MammothHuntersCampfiresPlacedCounts,
        )
        from ..models.mammoth_hunters_campfires_placed_stacks import (
            MammothHuntersCampfiresPlacedStacks,
        )

        d = dict(src_dict)
        aside_count = d.pop("aside_count")

        counts = MammothHuntersCampfiresPlacedCounts.from_dict(d.pop("counts"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        round_ = d.pop("round")

        type_ = cast(Literal["mammoth_hunters.campfires_placed"], d.pop("type"))
        if type_ != "mammoth_hunters.campfires_placed":
            raise ValueError(
                f"type must match const 'mammoth_hunters.campfires_placed', got '{type_}'"
            )

        version = d.pop("version")

        aside = cast(list[int], d.pop("aside", UNSET))

        _stacks = d.pop("stacks", UNSET)
        stacks: MammothHuntersCampfiresPlacedStacks | Unset
        if isinstance(_stacks, Unset):
            stacks = UNSET
        else:
            stacks = MammothHuntersCampfiresPlacedStacks.from_dict(_stacks)

        mammoth_hunters_campfires_placed = cls(
            aside_count=aside_count,
            counts=counts,
            recorded_at=recorded_at,
            round_=round_,
            type_=type_,
            version=version,
            aside=aside,
            stacks=stacks,
        )

        mammoth_hunters_campfires_placed.additional_properties = d
        return mammoth_hunters_campfires_placed

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
