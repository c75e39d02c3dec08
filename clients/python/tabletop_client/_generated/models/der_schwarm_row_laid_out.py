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

T = TypeVar("T", bound="DerSchwarmRowLaidOut")


@_attrs_define
class DerSchwarmRowLaidOut:
    """
    Attributes:
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        round_ (int):
        row (list[str]):
        type_ (Literal['der_schwarm.row_laid_out']):
        version (int): The event's game version.
    """

    recorded_at: datetime.datetime
    round_: int
    row: list[str]
    type_: Literal["der_schwarm.row_laid_out"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recorded_at = self.recorded_at.isoformat()

        round_ = self.round_

        row = self.row

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recorded_at": recorded_at,
                "round": round_,
                "row": row,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        round_ = d.pop("round")

        row = cast(list[str], d.pop("row"))

        type_ = cast(Literal["der_schwarm.row_laid_out"], d.pop("type"))
        if type_ != "der_schwarm.row_laid_out":
            raise ValueError(
                f"type must match const 'der_schwarm.row_laid_out', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_row_laid_out = cls(
            recorded_at=recorded_at,
            round_=round_,
            row=row,
            type_=type_,
            version=version,
        )

        der_schwarm_row_laid_out.additional_properties = d
        return der_schwarm_row_laid_out

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
