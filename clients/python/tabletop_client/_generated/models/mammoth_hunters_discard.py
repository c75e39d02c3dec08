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

T = TypeVar("T", bound="MammothHuntersDiscard")


@_attrs_define
class MammothHuntersDiscard:
    """Discard one card hidden under its pile (RULES §6.6).

    Attributes:
        card (str): A card instance id, e.g. `L-SWAP#2`.
        type_ (Literal['mammoth_hunters.discard']):
    """

    card: str
    type_: Literal["mammoth_hunters.discard"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_

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

        type_ = cast(Literal["mammoth_hunters.discard"], d.pop("type"))
        if type_ != "mammoth_hunters.discard":
            raise ValueError(
                f"type must match const 'mammoth_hunters.discard', got '{type_}'"
            )

        mammoth_hunters_discard = cls(
            card=card,
            type_=type_,
        )

        return mammoth_hunters_discard
