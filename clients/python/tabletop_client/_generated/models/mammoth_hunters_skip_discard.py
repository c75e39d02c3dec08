from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mammoth_hunters_skip_discard_type import MammothHuntersSkipDiscardType

T = TypeVar("T", bound="MammothHuntersSkipDiscard")


@_attrs_define
class MammothHuntersSkipDiscard:
    """Discard nothing.

    Attributes:
        type_ (MammothHuntersSkipDiscardType):
    """

    type_: MammothHuntersSkipDiscardType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

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
        type_ = MammothHuntersSkipDiscardType(d.pop("type"))

        mammoth_hunters_skip_discard = cls(
            type_=type_,
        )

        return mammoth_hunters_skip_discard
