from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DerSchwarmPositionAction")


@_attrs_define
class DerSchwarmPositionAction:
    """The open action's counters (R is derived: the actor's researchers on the board).

    Attributes:
        action (str):
        card (str):
        parts_done (list[str] | Unset):
        ship_placed (bool | Unset):  Default: False.
        steps_used (int | Unset):  Default: 0.
        tiles_placed (int | Unset):  Default: 0.
    """

    action: str
    card: str
    parts_done: list[str] | Unset = UNSET
    ship_placed: bool | Unset = False
    steps_used: int | Unset = 0
    tiles_placed: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        parts_done: list[str] | Unset = UNSET
        if not isinstance(self.parts_done, Unset):
            parts_done = self.parts_done

        ship_placed = self.ship_placed

        steps_used = self.steps_used

        tiles_placed = self.tiles_placed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "card": card,
            }
        )
        if parts_done is not UNSET:
            field_dict["parts_done"] = parts_done
        if ship_placed is not UNSET:
            field_dict["ship_placed"] = ship_placed
        if steps_used is not UNSET:
            field_dict["steps_used"] = steps_used
        if tiles_placed is not UNSET:
            field_dict["tiles_placed"] = tiles_placed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        card = d.pop("card")

        parts_done = cast(list[str], d.pop("parts_done", UNSET))

        ship_placed = d.pop("ship_placed", UNSET)

        steps_used = d.pop("steps_used", UNSET)

        tiles_placed = d.pop("tiles_placed", UNSET)

        der_schwarm_position_action = cls(
            action=action,
            card=card,
            parts_done=parts_done,
            ship_placed=ship_placed,
            steps_used=steps_used,
            tiles_placed=tiles_placed,
        )

        return der_schwarm_position_action
