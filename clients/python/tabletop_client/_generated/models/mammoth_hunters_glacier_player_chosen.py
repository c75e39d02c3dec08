from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MammothHuntersGlacierPlayerChosen")


@_attrs_define
class MammothHuntersGlacierPlayerChosen:
    """`tied`: the seats still equal after VP, hunters and stones (one seat without a lot).

    Attributes:
        by_lot (bool):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        seat (int):
        tied (list[int]):
        type_ (Literal['mammoth_hunters.glacier_player_chosen']):
        version (int): The event's game version.
    """

    by_lot: bool
    recorded_at: datetime.datetime
    seat: int
    tied: list[int]
    type_: Literal["mammoth_hunters.glacier_player_chosen"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by_lot = self.by_lot

        recorded_at = self.recorded_at.isoformat()

        seat = self.seat

        tied = self.tied

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by_lot": by_lot,
                "recorded_at": recorded_at,
                "seat": seat,
                "tied": tied,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        by_lot = d.pop("by_lot")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        seat = d.pop("seat")

        tied = cast(list[int], d.pop("tied"))

        type_ = cast(Literal["mammoth_hunters.glacier_player_chosen"], d.pop("type"))
        if type_ != "mammoth_hunters.glacier_player_chosen":
            raise ValueError(
                f"type must match const 'mammoth_hunters.glacier_player_chosen', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_glacier_player_chosen = cls(
            by_lot=by_lot,
            recorded_at=recorded_at,
            seat=seat,
            tied=tied,
            type_=type_,
            version=version,
        )

        mammoth_hunters_glacier_player_chosen.additional_properties = d
        return mammoth_hunters_glacier_player_chosen

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
