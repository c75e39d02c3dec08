from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.pow_wow_pass_type import PowWowPassType

T = TypeVar("T", bound="PowWowPass")


@_attrs_define
class PowWowPass:
    """Do not claim in the open window; final for that window (D9).

    Attributes:
        type_ (PowWowPassType):
        window (int): Window number (1–114) this command is for.
    """

    type_: PowWowPassType
    window: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

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
        type_ = PowWowPassType(d.pop("type"))

        window = d.pop("window")

        pow_wow_pass = cls(
            type_=type_,
            window=window,
        )

        return pow_wow_pass
