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

T = TypeVar("T", bound="MammothHuntersPlaceGlacier")


@_attrs_define
class MammothHuntersPlaceGlacier:
    """Cover an eligible region with its glacier tile (RULES §11).

    Attributes:
        region (int): A region number 1-12.
        type_ (Literal['mammoth_hunters.place_glacier']):
    """

    region: int
    type_: Literal["mammoth_hunters.place_glacier"]

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

        type_ = cast(Literal["mammoth_hunters.place_glacier"], d.pop("type"))
        if type_ != "mammoth_hunters.place_glacier":
            raise ValueError(
                f"type must match const 'mammoth_hunters.place_glacier', got '{type_}'"
            )

        mammoth_hunters_place_glacier = cls(
            region=region,
            type_=type_,
        )

        return mammoth_hunters_place_glacier
