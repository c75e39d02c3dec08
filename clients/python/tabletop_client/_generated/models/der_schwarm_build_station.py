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

T = TypeVar("T", bound="DerSchwarmBuildStation")


@_attrs_define
class DerSchwarmBuildStation:
    """Build a station, with a researcher when one is in supply (RULES §8.1, D20).

    Attributes:
        field (str): A field id "x,y" (RULES §3.1).
        type_ (Literal['der_schwarm.build_station']):
        with_researcher (bool): Put a researcher on it.
    """

    field: str
    type_: Literal["der_schwarm.build_station"]
    with_researcher: bool

    def to_dict(self) -> dict[str, Any]:
        field = self.field

        type_ = self.type_

        with_researcher = self.with_researcher

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "type": type_,
                "with_researcher": with_researcher,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        field = d.pop("field")

        type_ = cast(Literal["der_schwarm.build_station"], d.pop("type"))
        if type_ != "der_schwarm.build_station":
            raise ValueError(
                f"type must match const 'der_schwarm.build_station', got '{type_}'"
            )

        with_researcher = d.pop("with_researcher")

        der_schwarm_build_station = cls(
            field=field,
            type_=type_,
            with_researcher=with_researcher,
        )

        return der_schwarm_build_station
