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

T = TypeVar("T", bound="DerSchwarmChoosePart")


@_attrs_define
class DerSchwarmChoosePart:
    """Choose which part of the double card to resolve first (RULES §8.4, D54).

    Attributes:
        part (str): ship or researcher.
        type_ (Literal['der_schwarm.choose_part']):
    """

    part: str
    type_: Literal["der_schwarm.choose_part"]

    def to_dict(self) -> dict[str, Any]:
        part = self.part

        type_ = self.type_

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

        type_ = cast(Literal["der_schwarm.choose_part"], d.pop("type"))
        if type_ != "der_schwarm.choose_part":
            raise ValueError(
                f"type must match const 'der_schwarm.choose_part', got '{type_}'"
            )

        der_schwarm_choose_part = cls(
            part=part,
            type_=type_,
        )

        return der_schwarm_choose_part
