from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.player_notice_type import PlayerNoticeType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="PlayerNotice")


@_attrs_define
class PlayerNotice:
    """One message of GET /v1/me/stream; the SSE `event:` is its `type`.

    Attributes:
        game_id (str):
        game_type (str):
        seats (list[int]):
        status (str):
        to_move (list[int]):
        type_ (PlayerNoticeType): What a notification of a signed-in player is about.
        version (int):
        deadline_at (None | str | Unset):
        outcome (None | Outcome | Unset):
        ticket_id (None | str | Unset):
    """

    game_id: str
    game_type: str
    seats: list[int]
    status: str
    to_move: list[int]
    type_: PlayerNoticeType
    version: int
    deadline_at: None | str | Unset = UNSET
    outcome: None | Outcome | Unset = UNSET
    ticket_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome

        game_id = self.game_id

        game_type = self.game_type

        seats = self.seats

        status = self.status

        to_move = self.to_move

        type_ = self.type_.value

        version = self.version

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        else:
            deadline_at = self.deadline_at

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        ticket_id: None | str | Unset
        if isinstance(self.ticket_id, Unset):
            ticket_id = UNSET
        else:
            ticket_id = self.ticket_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "game_type": game_type,
                "seats": seats,
                "status": status,
                "to_move": to_move,
                "type": type_,
                "version": version,
            }
        )
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if ticket_id is not UNSET:
            field_dict["ticket_id"] = ticket_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome

        d = dict(src_dict)
        game_id = d.pop("game_id")

        game_type = d.pop("game_type")

        seats = cast(list[int], d.pop("seats"))

        status = d.pop("status")

        to_move = cast(list[int], d.pop("to_move"))

        type_ = PlayerNoticeType(d.pop("type"))

        version = d.pop("version")

        def _parse_deadline_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        def _parse_outcome(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))

        def _parse_ticket_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        ticket_id = _parse_ticket_id(d.pop("ticket_id", UNSET))

        player_notice = cls(
            game_id=game_id,
            game_type=game_type,
            seats=seats,
            status=status,
            to_move=to_move,
            type_=type_,
            version=version,
            deadline_at=deadline_at,
            outcome=outcome,
            ticket_id=ticket_id,
        )

        player_notice.additional_properties = d
        return player_notice

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
