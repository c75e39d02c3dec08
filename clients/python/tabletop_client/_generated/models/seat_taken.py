from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="SeatTaken")


@_attrs_define
class SeatTaken:
    """
    Attributes:
        game (GameSummary):
        game_id (UUID):
        seat (int): Your seat (0 … players-1).
        token (None | str | Unset): Bearer token for this seat. Shown once; only its hash is stored. Absent for a bot's
            seat.
    """

    game: GameSummary
    game_id: UUID
    seat: int
    token: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        game_id = str(self.game_id)

        seat = self.seat

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "game_id": game_id,
                "seat": seat,
            }
        )
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_summary import GameSummary

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        game_id = UUID(d.pop("game_id"))

        seat = d.pop("seat")

        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))

        seat_taken = cls(
            game=game,
            game_id=game_id,
            seat=seat,
            token=token,
        )

        seat_taken.additional_properties = d
        return seat_taken

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
