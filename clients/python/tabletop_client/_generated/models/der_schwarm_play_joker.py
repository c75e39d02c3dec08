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

T = TypeVar("T", bound="DerSchwarmPlayJoker")


@_attrs_define
class DerSchwarmPlayJoker:
    """Play the joker as one of the six basic actions (RULES §8.8).

    Attributes:
        action (str): station, ship, researcher, whale, tsunami or crab.
        type_ (Literal['der_schwarm.play_joker']):
    """

    action: str
    type_: Literal["der_schwarm.play_joker"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        type_ = self.type_

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

        type_ = cast(Literal["der_schwarm.play_joker"], d.pop("type"))
        if type_ != "der_schwarm.play_joker":
            raise ValueError(
                f"type must match const 'der_schwarm.play_joker', got '{type_}'"
            )

        der_schwarm_play_joker = cls(
            action=action,
            type_=type_,
        )

        return der_schwarm_play_joker
