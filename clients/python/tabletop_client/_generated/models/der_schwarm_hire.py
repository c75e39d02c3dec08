from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="DerSchwarmHire")


@_attrs_define
class DerSchwarmHire:
    """Researcher action: put one researcher on an own station (RULES §8.3.1).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (Literal['der_schwarm.hire']):
    """

    field: str
    type_: Literal["der_schwarm.hire"]

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        type_ = cast(Literal["der_schwarm.hire"], d.pop("type"))
        if type_ != "der_schwarm.hire":
            raise ValueError(f"type must match const 'der_schwarm.hire', got '{type_}'")

        der_schwarm_hire = cls(
            field=field,
            type_=type_,
        )

        return der_schwarm_hire
