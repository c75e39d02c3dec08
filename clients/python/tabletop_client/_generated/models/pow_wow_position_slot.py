from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PowWowPositionSlot")


@_attrs_define
class PowWowPositionSlot:
    """
    Attributes:
        card (str): The card id lying face down there.
        slot (int): A face-down slot, 0–113.
    """

    card: str
    slot: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        slot = self.slot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "slot": slot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        slot = d.pop("slot")

        pow_wow_position_slot = cls(
            card=card,
            slot=slot,
        )

        return pow_wow_position_slot
