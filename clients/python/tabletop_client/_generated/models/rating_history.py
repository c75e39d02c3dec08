from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rating_change import RatingChange


T = TypeVar("T", bound="RatingHistory")


@_attrs_define
class RatingHistory:
    """
    Attributes:
        changes (list[RatingChange]):
        next_cursor (None | str):
        player (str): The player's public id: opaque (`p_` and 32 hex digits), the same for good, and never the sign-in
            `sub`. Use it with GET /v1/players/{player_id}/ratings; GET /v1/me shows your own.
        player_id (str): Deprecated (API 1.3.0): the same value as `player`; read `player`. It was the player's sign-in
            `sub` before 1.3.0 and is no longer. It stays until /v2.
    """

    changes: list[RatingChange]
    next_cursor: None | str
    player: str
    player_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        player = self.player

        player_id = self.player_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "changes": changes,
                "next_cursor": next_cursor,
                "player": player,
                "player_id": player_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rating_change import RatingChange

        d = dict(src_dict)
        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = RatingChange.from_dict(changes_item_data)

            changes.append(changes_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        player = d.pop("player")

        player_id = d.pop("player_id")

        rating_history = cls(
            changes=changes,
            next_cursor=next_cursor,
            player=player,
            player_id=player_id,
        )

        rating_history.additional_properties = d
        return rating_history

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
