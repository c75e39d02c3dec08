from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mammoth_hunters_place_initial_type import MammothHuntersPlaceInitialType

T = TypeVar("T", bound="MammothHuntersPlaceInitial")


@_attrs_define
class MammothHuntersPlaceInitial:
    """Place one hunter in the preparatory round (RULES §4 step 9).

    Attributes:
        region (int): A region number 1-12.
        type_ (MammothHuntersPlaceInitialType):
    """

    region: int
    type_: MammothHuntersPlaceInitialType

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_.value

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

        type_ = MammothHuntersPlaceInitialType(d.pop("type"))

        mammoth_hunters_place_initial = cls(
            region=region,
            type_=type_,
        )

        return mammoth_hunters_place_initial
