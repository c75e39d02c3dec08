from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.game_setup import GameSetup
from ..models.game_status import GameStatus
from ..models.game_type_name import GameTypeName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_setting import ClockSetting
    from ..models.game_summary_options import GameSummaryOptions
    from ..models.outcome import Outcome
    from ..models.seat_info import SeatInfo


T = TypeVar("T", bound="GameSummary")


@_attrs_define
class GameSummary:
    """
    Attributes:
        created_at (datetime.datetime):
        game_id (UUID): The game's id (a UUID, from POST /v1/games).
        game_type (GameTypeName): A hosted game's name (its `game_type`, as GET /v1/game-types lists them).
        options (GameSummaryOptions): The game's options, defaults filled in.
        outcome (None | Outcome):
        players (int):
        rules_revision (int): The rules revision the game was created with and keeps for life (GET /v1/game-types lists
            each game's revisions).
        seats (list[SeatInfo]):
        seed_commitment (None | str): SHA-256 of the seed's UTF-8 bytes, 64 lowercase hex digits, published from the
            start: once `seed` is revealed, anyone can check it and replay every shuffle and draw (docs/replays.md).
        setup (GameSetup): How a game's setup was drawn: from a secret seed the server committed to (`random`), a seed
            the creator chose (`seed`), or a position document (`position`).
        status (GameStatus): Where a game stands.
        to_move (list[int]): Seats that may act now (empty unless active).
        version (int): The number of events in the game's log.
        clock (ClockSetting | None | Unset): The game's turn clock, chosen at creation; null: none (and in the lobby's
            list, which does not carry it).
        deadline_at (datetime.datetime | None | Unset): When the current turn clock or rule timer (e.g. Pow Wow's claim
            window) runs out, whichever is first (RFC 3339, UTC); null while none runs.
        imported_from (None | str | Unset): For a game imported from a game log file (POST /v1/games/import): its id on
            the instance it was first exported from. Such a game is read-only.
        seed (None | str | Unset): The game's seed, revealed once the game is over (null before, and in the lobby).
        verifiable (bool | Unset): Whether every draw of the game follows from its seed: true for every game played here
            and for an import whose file carried its seed (verified when imported); false for an import whose file came
            without it, which was only checked to be a game the rules allow (docs/replays.md). Such a game never reveals a
            seed and is never rated. Default: True.
    """

    created_at: datetime.datetime
    game_id: UUID
    game_type: GameTypeName
    options: GameSummaryOptions
    outcome: None | Outcome
    players: int
    rules_revision: int
    seats: list[SeatInfo]
    seed_commitment: None | str
    setup: GameSetup
    status: GameStatus
    to_move: list[int]
    version: int
    clock: ClockSetting | None | Unset = UNSET
    deadline_at: datetime.datetime | None | Unset = UNSET
    imported_from: None | str | Unset = UNSET
    seed: None | str | Unset = UNSET
    verifiable: bool | Unset = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_setting import ClockSetting
        from ..models.outcome import Outcome

        created_at = self.created_at.isoformat()

        game_id = str(self.game_id)

        game_type = self.game_type.value

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        players = self.players

        rules_revision = self.rules_revision

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        setup = self.setup.value

        status = self.status.value

        to_move = self.to_move

        version = self.version

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockSetting):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        deadline_at: None | str | Unset
        if isinstance(self.deadline_at, Unset):
            deadline_at = UNSET
        elif isinstance(self.deadline_at, datetime.datetime):
            deadline_at = self.deadline_at.isoformat()
        else:
            deadline_at = self.deadline_at

        imported_from: None | str | Unset
        if isinstance(self.imported_from, Unset):
            imported_from = UNSET
        else:
            imported_from = self.imported_from

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        verifiable = self.verifiable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "created_at": created_at,
                "game_id": game_id,
                "game_type": game_type,
                "options": options,
                "outcome": outcome,
                "players": players,
                "rules_revision": rules_revision,
                "seats": seats,
                "seed_commitment": seed_commitment,
                "setup": setup,
                "status": status,
                "to_move": to_move,
                "version": version,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if deadline_at is not UNSET:
            field_dict["deadline_at"] = deadline_at
        if imported_from is not UNSET:
            field_dict["imported_from"] = imported_from
        if seed is not UNSET:
            field_dict["seed"] = seed
        if verifiable is not UNSET:
            field_dict["verifiable"] = verifiable

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_setting import ClockSetting
        from ..models.game_summary_options import GameSummaryOptions
        from ..models.outcome import Outcome
        from ..models.seat_info import SeatInfo

        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        game_id = UUID(d.pop("game_id"))

        game_type = GameTypeName(d.pop("game_type"))

        options = GameSummaryOptions.from_dict(d.pop("options"))

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

        players = d.pop("players")

        rules_revision = d.pop("rules_revision")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatInfo.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        setup = GameSetup(d.pop("setup"))

        status = GameStatus(d.pop("status"))

        to_move = cast(list[int], d.pop("to_move"))

        version = d.pop("version")

        def _parse_clock(data: object) -> ClockSetting | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockSetting.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockSetting | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        def _parse_deadline_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                deadline_at_type_0 = datetime.datetime.fromisoformat(data)

                return deadline_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        deadline_at = _parse_deadline_at(d.pop("deadline_at", UNSET))

        def _parse_imported_from(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        imported_from = _parse_imported_from(d.pop("imported_from", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        verifiable = d.pop("verifiable", UNSET)

        game_summary = cls(
            created_at=created_at,
            game_id=game_id,
            game_type=game_type,
            options=options,
            outcome=outcome,
            players=players,
            rules_revision=rules_revision,
            seats=seats,
            seed_commitment=seed_commitment,
            setup=setup,
            status=status,
            to_move=to_move,
            version=version,
            clock=clock,
            deadline_at=deadline_at,
            imported_from=imported_from,
            seed=seed,
            verifiable=verifiable,
        )

        game_summary.additional_properties = d
        return game_summary

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
