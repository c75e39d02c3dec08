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

T = TypeVar("T", bound="MammothHuntersPlaceInitial")


@_attrs_define
class MammothHuntersPlaceInitial:
    """Place one hunter in the preparatory round (RULES §4 step 9).

    Attributes:
        region (int): A region number 1-12.
        type_ (Literal['mammoth_hunters.place_initial']):
    """

    region: int
    type_: Literal["mammoth_hunters.place_initial"]

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "region": region,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        region = d.pop("region")

        type_ = cast(Literal["mammoth_hunters.place_initial"], d.pop("type"))
        if type_ != "mammoth_hunters.place_initial":
            raise ValueError(
                f"type must match const 'mammoth_hunters.place_initial', got '{type_}'"
            )

        mammoth_hunters_place_initial = cls(
            region=region,
            type_=type_,
        )

        return mammoth_hunters_place_initial
