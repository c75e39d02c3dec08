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

T = TypeVar("T", bound="PowWowPass")


@_attrs_define
class PowWowPass:
    """Do not claim in the open window; final for that window (D9).

    Attributes:
        type_ (Literal['pow_wow.pass']):
        window (int): Window number (1–114) this command is for.
    """

    type_: Literal["pow_wow.pass"]
    window: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        window = self.window

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["pow_wow.pass"], d.pop("type"))
        if type_ != "pow_wow.pass":
            raise ValueError(f"type must match const 'pow_wow.pass', got '{type_}'")

        window = d.pop("window")

        pow_wow_pass = cls(
            type_=type_,
            window=window,
        )

        return pow_wow_pass
