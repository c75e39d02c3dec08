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

T = TypeVar("T", bound="PowWowReveal")


@_attrs_define
class PowWowReveal:
    """Turn over one face-down prairie slot (RULES §4.1).

    Attributes:
        slot (int): Face-down slot to reveal (0–113).
        type_ (Literal['pow_wow.reveal']):
        window (int): Window number (1–114) this command is for.
    """

    slot: int
    type_: Literal["pow_wow.reveal"]
    window: int

    def to_dict(self) -> dict[str, Any]:
        slot = self.slot

        type_ = self.type_

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

        type_ = cast(Literal["pow_wow.reveal"], d.pop("type"))
        if type_ != "pow_wow.reveal":
            raise ValueError(f"type must match const 'pow_wow.reveal', got '{type_}'")

        window = d.pop("window")

        pow_wow_reveal = cls(
            slot=slot,
            type_=type_,
            window=window,
        )

        return pow_wow_reveal
