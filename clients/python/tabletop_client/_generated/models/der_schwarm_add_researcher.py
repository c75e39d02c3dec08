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

T = TypeVar("T", bound="DerSchwarmAddResearcher")


@_attrs_define
class DerSchwarmAddResearcher:
    """Station action without stations in supply: a researcher on an own station (§8.1c).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (Literal['der_schwarm.add_researcher']):
    """

    field: str
    type_: Literal["der_schwarm.add_researcher"]

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

        type_ = cast(Literal["der_schwarm.add_researcher"], d.pop("type"))
        if type_ != "der_schwarm.add_researcher":
            raise ValueError(
                f"type must match const 'der_schwarm.add_researcher', got '{type_}'"
            )

        der_schwarm_add_researcher = cls(
            field=field,
            type_=type_,
        )

        return der_schwarm_add_researcher
