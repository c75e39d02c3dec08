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

T = TypeVar("T", bound="DerSchwarmFinalScored")


@_attrs_define
class DerSchwarmFinalScored:
    """
    Attributes:
        queen (list[int]):
        recorded_at (datetime.datetime): When the event was appended (RFC 3339).
        sides (list[int]):
        type_ (Literal['der_schwarm.final_scored']):
        version (int): The event's game version.
    """

    queen: list[int]
    recorded_at: datetime.datetime
    sides: list[int]
    type_: Literal["der_schwarm.final_scored"]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        queen = self.queen

        recorded_at = self.recorded_at.isoformat()

        sides = self.sides

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "queen": queen,
                "recorded_at": recorded_at,
                "sides": sides,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        queen = cast(list[int], d.pop("queen"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        sides = cast(list[int], d.pop("sides"))

        type_ = cast(Literal["der_schwarm.final_scored"], d.pop("type"))
        if type_ != "der_schwarm.final_scored":
            raise ValueError(
                f"type must match const 'der_schwarm.final_scored', got '{type_}'"
            )

        version = d.pop("version")

        der_schwarm_final_scored = cls(
            queen=queen,
            recorded_at=recorded_at,
            sides=sides,
            type_=type_,
            version=version,
        )

        der_schwarm_final_scored.additional_properties = d
        return der_schwarm_final_scored

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
