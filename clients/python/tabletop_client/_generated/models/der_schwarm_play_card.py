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

T = TypeVar("T", bound="DerSchwarmPlayCard")


@_attrs_define
class DerSchwarmPlayCard:
    """Play a purchased card and open its action (RULES §7.4).

    Attributes:
        card (str): An unplayed purchased card id.
        type_ (Literal['der_schwarm.play_card']):
    """

    card: str
    type_: Literal["der_schwarm.play_card"]

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

        type_ = cast(Literal["der_schwarm.play_card"], d.pop("type"))
        if type_ != "der_schwarm.play_card":
            raise ValueError(
                f"type must match const 'der_schwarm.play_card', got '{type_}'"
            )

        der_schwarm_play_card = cls(
            card=card,
            type_=type_,
        )

        return der_schwarm_play_card
