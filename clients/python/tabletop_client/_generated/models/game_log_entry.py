from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_log_entry_command_type_0 import GameLogEntryCommandType0
    from ..models.game_log_event import GameLogEvent


T = TypeVar("T", bound="GameLogEntry")


@_attrs_define
class GameLogEntry:
    """One event of a game log file.

    Attributes:
        command_end (int | None): The version of the last event of the same command.
        event (GameLogEvent): An event as a game log file holds it: its `type` and its own fields.
        recorded_at (datetime.datetime):
        seat (int | None): The seat whose command made the event (null: the system).
        version (int):
        command (GameLogEntryCommandType0 | None | Unset): The command, on the first event of each command.
    """

    command_end: int | None
    event: GameLogEvent
    recorded_at: datetime.datetime
    seat: int | None
    version: int
    command: GameLogEntryCommandType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_log_entry_command_type_0 import GameLogEntryCommandType0

        command_end: int | None
        command_end = self.command_end

        event = self.event.to_dict()

        recorded_at = self.recorded_at.isoformat()

        seat: int | None
        seat = self.seat

        version = self.version

        command: dict[str, Any] | None | Unset
        if isinstance(self.command, Unset):
            command = UNSET
        elif isinstance(self.command, GameLogEntryCommandType0):
            command = self.command.to_dict()
        else:
            command = self.command

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command_end": command_end,
                "event": event,
                "recorded_at": recorded_at,
                "seat": seat,
                "version": version,
            }
        )
        if command is not UNSET:
            field_dict["command"] = command

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_log_entry_command_type_0 import GameLogEntryCommandType0
        from ..models.game_log_event import GameLogEvent

        d = dict(src_dict)

        def _parse_command_end(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        command_end = _parse_command_end(d.pop("command_end"))

        event = GameLogEvent.from_dict(d.pop("event"))

        recorded_at = datetime.datetime.fromisoformat(d.pop("recorded_at"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        version = d.pop("version")

        def _parse_command(data: object) -> GameLogEntryCommandType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0 = GameLogEntryCommandType0.from_dict(data)

                return command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameLogEntryCommandType0 | None | Unset, data)

        command = _parse_command(d.pop("command", UNSET))

        game_log_entry = cls(
            command_end=command_end,
            event=event,
            recorded_at=recorded_at,
            seat=seat,
            version=version,
            command=command,
        )

        game_log_entry.additional_properties = d
        return game_log_entry

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
