from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_add_researcher_type import DerSchwarmAddResearcherType

T = TypeVar("T", bound="DerSchwarmAddResearcher")


@_attrs_define
class DerSchwarmAddResearcher:
    """Station action without stations in supply: a researcher on an own station (§8.1c).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (DerSchwarmAddResearcherType):
    """

    field: str
    type_: DerSchwarmAddResearcherType

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        type_ = self.type_.value

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

        type_ = DerSchwarmAddResearcherType(d.pop("type"))

        der_schwarm_add_researcher = cls(
            field=field,
            type_=type_,
        )

        return der_schwarm_add_researcher
