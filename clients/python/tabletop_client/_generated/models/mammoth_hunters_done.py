from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mammoth_hunters_done_type import MammothHuntersDoneType

T = TypeVar("T", bound="MammothHuntersDone")


@_attrs_define
class MammothHuntersDone:
    """End the current part (RULES §16.4, D34).

    Attributes:
        type_ (MammothHuntersDoneType):
    """

    type_: MammothHuntersDoneType

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
        type_ = MammothHuntersDoneType(d.pop("type"))

        mammoth_hunters_done = cls(
            type_=type_,
        )

        return mammoth_hunters_done
