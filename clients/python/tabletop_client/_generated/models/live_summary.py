from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_status import GameStatus

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="LiveSummary")


@_attrs_define
class LiveSummary:
    """What a game's event stream says after each command's events (a `summary` message):
    enough to know whose turn it is with no game-specific logic.

        Attributes:
            deadline_at (datetime.datetime | None): When the current turn clock or rule timer (e.g. Pow Wow's claim window)
                runs out, whichever is first (RFC 3339, UTC); null while none runs.
            outcome (None | Outcome):
            status (GameStatus): Where a game stands.
            to_move (list[int]): Seats that may act now (empty unless active).
            version (int): The number of events in the game's log.
    """

    deadline_at: datetime.datetime | None
    outcome: None | Outcome
    status: GameStatus
    to_move: list[int]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome

        deadline_at: None | str
        if isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        status = self.status.value

        to_move = self.to_move

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline_at": deadline_at,
                "outcome": outcome,
                "status": status,
                "to_move": to_move,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome

        d = dict(src_dict)

        def _parse_deadline_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        status = GameStatus(d.pop("status"))

        to_move = cast(list[int], d.pop("to_move"))

        version = d.pop("version")

        live_summary = cls(
            deadline_at=deadline_at,
            outcome=outcome,
            status=status,
            to_move=to_move,
            version=version,
        )

        live_summary.additional_properties = d
        return live_summary

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
