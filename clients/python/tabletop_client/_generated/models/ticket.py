from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ticket_status import TicketStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="Ticket")


@_attrs_define
class Ticket:
    """
    Attributes:
        created_at (datetime.datetime):
        expires_at (datetime.datetime):
        game_type (str):
        players (int):
        status (TicketStatus):
        ticket_id (str):
        game_id (None | str | Unset):
        seat (int | None | Unset):
    """

    created_at: datetime.datetime
    expires_at: datetime.datetime
    game_type: str
    players: int
    status: TicketStatus
    ticket_id: str
    game_id: None | str | Unset = UNSET
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        game_type = self.game_type

        players = self.players

        status = self.status.value

        ticket_id = self.ticket_id

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "expires_at": expires_at,
                "game_type": game_type,
                "players": players,
                "status": status,
                "ticket_id": ticket_id,
            }
        )
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        game_type = d.pop("game_type")

        players = d.pop("players")

        status = TicketStatus(d.pop("status"))

        ticket_id = d.pop("ticket_id")

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        ticket = cls(
            created_at=created_at,
            expires_at=expires_at,
            game_type=game_type,
            players=players,
            status=status,
            ticket_id=ticket_id,
            game_id=game_id,
            seat=seat,
        )

        ticket.additional_properties = d
        return ticket

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
