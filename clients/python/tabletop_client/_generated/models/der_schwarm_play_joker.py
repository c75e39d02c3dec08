from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.der_schwarm_play_joker_type import DerSchwarmPlayJokerType

T = TypeVar("T", bound="DerSchwarmPlayJoker")


@_attrs_define
class DerSchwarmPlayJoker:
    """Play the joker as one of the six basic actions (RULES §8.8).

    Attributes:
        action (str): station, ship, researcher, whale, tsunami or crab.
        type_ (DerSchwarmPlayJokerType):
    """

    action: str
    type_: DerSchwarmPlayJokerType

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        type_ = DerSchwarmPlayJokerType(d.pop("type"))

        der_schwarm_play_joker = cls(
            action=action,
            type_=type_,
        )

        return der_schwarm_play_joker
