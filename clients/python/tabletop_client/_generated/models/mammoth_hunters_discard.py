from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.mammoth_hunters_discard_type import MammothHuntersDiscardType

T = TypeVar("T", bound="MammothHuntersDiscard")


@_attrs_define
class MammothHuntersDiscard:
    """Discard one card hidden under its pile (RULES §6.6).

    Attributes:
        card (str): A card instance id, e.g. `L-SWAP#2`.
        type_ (MammothHuntersDiscardType):
    """

    card: str
    type_: MammothHuntersDiscardType

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = MammothHuntersDiscardType(d.pop("type"))

        mammoth_hunters_discard = cls(
            card=card,
            type_=type_,
        )

        return mammoth_hunters_discard
