from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_play_card_type import DerSchwarmPlayCardType

T = TypeVar("T", bound="DerSchwarmPlayCard")


@_attrs_define
class DerSchwarmPlayCard:
    """Play a purchased card and open its action (RULES §7.4).

    Attributes:
        card (str): An unplayed purchased card id.
        type_ (DerSchwarmPlayCardType):
    """

    card: str
    type_: DerSchwarmPlayCardType

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

        type_ = DerSchwarmPlayCardType(d.pop("type"))

        der_schwarm_play_card = cls(
            card=card,
            type_=type_,
        )

        return der_schwarm_play_card
