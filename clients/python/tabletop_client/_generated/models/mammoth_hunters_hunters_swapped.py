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
    from ..models.mammoth_hunters_hunter_at import MammothHuntersHunterAt


T = TypeVar("T", bound="MammothHuntersHuntersSwapped")


@_attrs_define
class MammothHuntersHuntersSwapped:
    """
    Attributes:
        a (MammothHuntersHunterAt): A hunter named in an exchange.
        b (MammothHuntersHunterAt): A hunter named in an exchange.
        by (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['mammoth_hunters.hunters_swapped']):
        version (int): The event's game version.
        club (bool | Unset):  Default: False.
    """

    a: MammothHuntersHunterAt
    b: MammothHuntersHunterAt
    by: int
    recorded_at: datetime.datetime
    type_: Literal["mammoth_hunters.hunters_swapped"]
    version: int
    club: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a.to_dict()

        b = self.b.to_dict()

        by = self.by

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        club = self.club

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "a": a,
                "b": b,
                "by": by,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )
        if club is not UNSET:
            field_dict["club"] = club

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mammoth_hunters_hunter_at import MammothHuntersHunterAt

        d = dict(src_dict)
        a = MammothHuntersHunterAt.from_dict(d.pop("a"))

        b = MammothHuntersHunterAt.from_dict(d.pop("b"))

        by = d.pop("by")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["mammoth_hunters.hunters_swapped"], d.pop("type"))
        if type_ != "mammoth_hunters.hunters_swapped":
            raise ValueError(
                f"type must match const 'mammoth_hunters.hunters_swapped', got '{type_}'"
            )

        version = d.pop("version")

        club = d.pop("club", UNSET)

        mammoth_hunters_hunters_swapped = cls(
            a=a,
            b=b,
            by=by,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
            club=club,
        )

        mammoth_hunters_hunters_swapped.additional_properties = d
        return mammoth_hunters_hunters_swapped

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
