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

T = TypeVar("T", bound="PowWowClaim")


@_attrs_define
class PowWowClaim:
    """Play a hand card in the open claim window (RULES §5).

    Attributes:
        hand (str): Hand type: chief, warrior, maiden or hunter.
        type_ (Literal['pow_wow.claim']):
        window (int): Window number (1–114) this command is for.
    """

    hand: str
    type_: Literal["pow_wow.claim"]
    window: int

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        type_ = self.type_

        window = self.window

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "type": type_,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hand = d.pop("hand")

        type_ = cast(Literal["pow_wow.claim"], d.pop("type"))
        if type_ != "pow_wow.claim":
            raise ValueError(f"type must match const 'pow_wow.claim', got '{type_}'")

        window = d.pop("window")

        pow_wow_claim = cls(
            hand=hand,
            type_=type_,
            window=window,
        )

        return pow_wow_claim
