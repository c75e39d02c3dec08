from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mammoth_hunters_remove_mammoth_type import MammothHuntersRemoveMammothType

T = TypeVar("T", bound="MammothHuntersRemoveMammoth")


@_attrs_define
class MammothHuntersRemoveMammoth:
    """Stampede: a board mammoth to the general supply.

    Attributes:
        region (int): A region number 1-12.
        type_ (MammothHuntersRemoveMammothType):
    """

    region: int
    type_: MammothHuntersRemoveMammothType

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

        type_ = MammothHuntersRemoveMammothType(d.pop("type"))

        mammoth_hunters_remove_mammoth = cls(
            region=region,
            type_=type_,
        )

        return mammoth_hunters_remove_mammoth
