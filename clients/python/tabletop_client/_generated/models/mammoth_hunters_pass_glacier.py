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

T = TypeVar("T", bound="MammothHuntersPassGlacier")


@_attrs_define
class MammothHuntersPassGlacier:
    """Place no glacier tile (D30).

    Attributes:
        type_ (Literal['mammoth_hunters.pass_glacier']):
    """

    type_: Literal["mammoth_hunters.pass_glacier"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["mammoth_hunters.pass_glacier"], d.pop("type"))
        if type_ != "mammoth_hunters.pass_glacier":
            raise ValueError(
                f"type must match const 'mammoth_hunters.pass_glacier', got '{type_}'"
            )

        mammoth_hunters_pass_glacier = cls(
            type_=type_,
        )

        return mammoth_hunters_pass_glacier
