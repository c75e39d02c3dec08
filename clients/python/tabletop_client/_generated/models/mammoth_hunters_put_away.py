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

T = TypeVar("T", bound="MammothHuntersPutAway")


@_attrs_define
class MammothHuntersPutAway:
    """Put a card away unresolved when no play is legal (RULES §6.10, D25).

    Attributes:
        card (str): A card instance id, e.g. `L-SWAP#2`.
        type_ (Literal['mammoth_hunters.put_away']):
    """

    card: str
    type_: Literal["mammoth_hunters.put_away"]

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

        type_ = cast(Literal["mammoth_hunters.put_away"], d.pop("type"))
        if type_ != "mammoth_hunters.put_away":
            raise ValueError(
                f"type must match const 'mammoth_hunters.put_away', got '{type_}'"
            )

        mammoth_hunters_put_away = cls(
            card=card,
            type_=type_,
        )

        return mammoth_hunters_put_away
