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

T = TypeVar("T", bound="MammothHuntersStonesTransferred")


@_attrs_define
class MammothHuntersStonesTransferred:
    """
    Attributes:
        dark_reserve (int):
        donations (list[int]):
        moved (int):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        type_ (Literal['mammoth_hunters.stones_transferred']):
        version (int): The event's game version.
    """

    dark_reserve: int
    donations: list[int]
    moved: int
    recorded_at: datetime.datetime
    type_: Literal["mammoth_hunters.stones_transferred"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        dark_reserve = self.dark_reserve

        donations = self.donations

        moved = self.moved

        recorded_at = self.recorded_at.isoformat()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dark_reserve": dark_reserve,
                "donations": donations,
                "moved": moved,
                "recorded_at": recorded_at,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        dark_reserve = d.pop("dark_reserve")

        donations = cast(list[int], d.pop("donations"))

        moved = d.pop("moved")

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        type_ = cast(Literal["mammoth_hunters.stones_transferred"], d.pop("type"))
        if type_ != "mammoth_hunters.stones_transferred":
            raise ValueError(
                f"type must match const 'mammoth_hunters.stones_transferred', got '{type_}'"
            )

        version = d.pop("version")

        mammoth_hunters_stones_transferred = cls(
            dark_reserve=dark_reserve,
            donations=donations,
            moved=moved,
            recorded_at=recorded_at,
            type_=type_,
            version=version,
        )

        mammoth_hunters_stones_transferred.additional_properties = d
        return mammoth_hunters_stones_transferred

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
