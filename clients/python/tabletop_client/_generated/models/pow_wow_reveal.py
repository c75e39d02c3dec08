from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.pow_wow_reveal_type import PowWowRevealType

T = TypeVar("T", bound="PowWowReveal")


@_attrs_define
class PowWowReveal:
    """Turn over one face-down prairie slot (RULES §4.1).

    Attributes:
        slot (int): Face-down slot to reveal (0–113).
        type_ (PowWowRevealType):
        window (int): Window number (1–114) this command is for.
    """

    slot: int
    type_: PowWowRevealType
    window: int

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        type_ = self.type_.value

        window = self.window

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slot": slot,
                "type": type_,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        slot = d.pop("slot")

        type_ = PowWowRevealType(d.pop("type"))

        window = d.pop("window")

        pow_wow_reveal = cls(
            slot=slot,
            type_=type_,
            window=window,
        )

        return pow_wow_reveal
