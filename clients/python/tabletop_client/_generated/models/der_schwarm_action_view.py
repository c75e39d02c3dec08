from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DerSchwarmActionView")


@_attrs_define
class DerSchwarmActionView:
    """The open action (§15.1, §17.3).

    Attributes:
        action (str):
        card (str): The card played, or "joker".
        hazard_value (int | None):
        parts_done (list[str]):
        ship_placed (bool):
        steps_allowed (int):
        steps_used (int):
        tile_limit (int): R: own researchers on the board.
        tiles_placed (int):
    """

    action: str
    card: str
    hazard_value: int | None
    parts_done: list[str]
    ship_placed: bool
    steps_allowed: int
    steps_used: int
    tile_limit: int
    tiles_placed: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        card = self.card

        hazard_value: int | None
        hazard_value = self.hazard_value

        parts_done = self.parts_done

        ship_placed = self.ship_placed

        steps_allowed = self.steps_allowed

        steps_used = self.steps_used

        tile_limit = self.tile_limit

        tiles_placed = self.tiles_placed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "card": card,
                "hazard_value": hazard_value,
                "parts_done": parts_done,
                "ship_placed": ship_placed,
                "steps_allowed": steps_allowed,
                "steps_used": steps_used,
                "tile_limit": tile_limit,
                "tiles_placed": tiles_placed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        card = d.pop("card")

        def _parse_hazard_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hazard_value = _parse_hazard_value(d.pop("hazard_value"))

        parts_done = cast(list[str], d.pop("parts_done"))

        ship_placed = d.pop("ship_placed")

        steps_allowed = d.pop("steps_allowed")

        steps_used = d.pop("steps_used")

        tile_limit = d.pop("tile_limit")

        tiles_placed = d.pop("tiles_placed")

        der_schwarm_action_view = cls(
            action=action,
            card=card,
            hazard_value=hazard_value,
            parts_done=parts_done,
            ship_placed=ship_placed,
            steps_allowed=steps_allowed,
            steps_used=steps_used,
            tile_limit=tile_limit,
            tiles_placed=tiles_placed,
        )

        der_schwarm_action_view.additional_properties = d
        return der_schwarm_action_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
