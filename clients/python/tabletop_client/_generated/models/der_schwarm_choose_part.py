from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_choose_part_type import DerSchwarmChoosePartType

T = TypeVar("T", bound="DerSchwarmChoosePart")


@_attrs_define
class DerSchwarmChoosePart:
    """Choose which part of the double card to resolve first (RULES §8.4, D54).

    Attributes:
        part (str): ship or researcher.
        type_ (DerSchwarmChoosePartType):
    """

    part: str
    type_: DerSchwarmChoosePartType

    def to_dict(self) -> dict[str, Any]:
        part = self.part

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "part": part,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        part = d.pop("part")

        type_ = DerSchwarmChoosePartType(d.pop("type"))

        der_schwarm_choose_part = cls(
            part=part,
            type_=type_,
        )

        return der_schwarm_choose_part
