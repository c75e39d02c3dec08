from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="PlayerGame")


@_attrs_define
class PlayerGame:
    """
    Attributes:
        game (GameSummary):
        my_turn (bool):
        seats (list[int]):
    """

    game: GameSummary
    my_turn: bool
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        my_turn = self.my_turn

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "my_turn": my_turn,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_summary import GameSummary

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        my_turn = d.pop("my_turn")

        seats = cast(list[int], d.pop("seats"))

        player_game = cls(
            game=game,
            my_turn=my_turn,
            seats=seats,
        )

        player_game.additional_properties = d
        return player_game

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
