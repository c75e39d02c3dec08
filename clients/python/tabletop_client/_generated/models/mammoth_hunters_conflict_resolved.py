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

if TYPE_CHECKING:
    from ..models.mammoth_hunters_conflict_resolved_removed import (
        MammothHuntersConflictResolvedRemoved,
    )


T = TypeVar("T", bound="MammothHuntersConflictResolved")


@_attrs_define
class MammothHuntersConflictResolved:
    """
    Attributes:
        capacity (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        region (int):
        removed (MammothHuntersConflictResolvedRemoved):
        type_ (Literal['mammoth_hunters.conflict_resolved']):
        version (int): The event's game version.
    """

    capacity: int
    recorded_at: datetime.datetime
    region: int
    removed: MammothHuntersConflictResolvedRemoved
    type_: Literal["mammoth_hunters.conflict_resolved"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        capacity = self.capacity

        recorded_at = self.recorded_at.isoformat()

        region = self.region

        removed = self.removed.to_dict()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "capacity": capacity,
                "recorded_at": recorded_at,
                "region": region,
                "removed": removed,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_conflict_resolved_removed import (
            MammothHuntersConflictResolvedRemoved,
        )

        d = dict(src_dict)
        capacity = d.pop("capacity")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        region = d.pop("region")

        removed = MammothHuntersConflictResolvedRemoved.from_dict(d.pop("removed"))

        type_ = cast(Literal["mammoth_hunters.conflict_resolved"], d.pop("type"))
        if type_ != "mammoth_hunters.conflict_resolved":
            raise ValueError(
                f"type must match const 'mammoth_hunters.conflict_resolved', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_conflict_resolved = cls(
            capacity=capacity,
            recorded_at=recorded_at,
            region=region,
            removed=removed,
            type_=type_,
            version=version,
        )

        mammoth_hunters_conflict_resolved.additional_properties = d
        return mammoth_hunters_conflict_resolved

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
