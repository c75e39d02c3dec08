from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.pow_wow_claim_type import PowWowClaimType

T = TypeVar("T", bound="PowWowClaim")


@_attrs_define
class PowWowClaim:
    """Play a hand card in the open claim window (RULES §5).

    Attributes:
        hand (str): Hand type: chief, warrior, maiden or hunter.
        type_ (PowWowClaimType):
        window (int): Window number (1–114) this command is for.
    """

    hand: str
    type_: PowWowClaimType
    window: int

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        type_ = self.type_.value

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

        type_ = PowWowClaimType(d.pop("type"))

        window = d.pop("window")

        pow_wow_claim = cls(
            hand=hand,
            type_=type_,
            window=window,
        )

        return pow_wow_claim
