from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mammoth_hunters_place_glacier_type import MammothHuntersPlaceGlacierType

T = TypeVar("T", bound="MammothHuntersPlaceGlacier")


@_attrs_define
class MammothHuntersPlaceGlacier:
    """Cover an eligible region with its glacier tile (RULES §11).

    Attributes:
        region (int): A region number 1-12.
        type_ (MammothHuntersPlaceGlacierType):
    """

    region: int
    type_: MammothHuntersPlaceGlacierType

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

        type_ = MammothHuntersPlaceGlacierType(d.pop("type"))

        mammoth_hunters_place_glacier = cls(
            region=region,
            type_=type_,
        )

        return mammoth_hunters_place_glacier
