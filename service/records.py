"""What the application hands out and keeps per game: summaries, logged events, command
results, and a game loaded into the cache with its folded state."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
from datetime import UTC, datetime
from typing import Annotated, Any

import msgspec

from service.catalog.base import GameRecord, SeatRecord, SetupKind
from service.domain.kernel import HostedGame, Outcome, Seat, Setup
from service.domain.table import ClockSetting, TableState, tabled


class SeatInfo(msgspec.Struct, frozen=True, kw_only=True):
    seat: int
    name: str | None = None
    bot: Annotated[
        str | None,
        msgspec.Meta(description="`random` or `greedy` for a server bot's seat, else null."),
    ] = None
    absent: Annotated[
        bool,
        msgspec.Meta(
            description="The seat's clock ran out: a server bot moves for it until its player"
            " returns (POST …/seats/{seat}/return, or any accepted command of theirs)."
        ),
    ] = False


class GameSummary(msgspec.Struct, frozen=True, kw_only=True):
    game_id: str
    game_type: str
    rules_revision: Annotated[
        int,
        msgspec.Meta(
            description="The rules revision the game was created with and keeps for life "
            "(GET /v1/game-types lists each game's revisions)."
        ),
    ]
    status: str
    players: int
    seats: list[SeatInfo]
    version: int
    to_move: list[int]
    outcome: Outcome | None
    options: dict[str, Any]
    created_at: datetime
    clock: Annotated[
        ClockSetting | None,
        msgspec.Meta(
            description="The game's turn clock, chosen at creation; null: none (and in the"
            " lobby's list, which does not carry it)."
        ),
    ] = None
    setup: Annotated[
        SetupKind,
        msgspec.Meta(
            description="`random`: the server drew a secret seed (CSPRNG) and commits to it; "
            "`seed`: the creator chose the seed; `position`: the creator wrote the starting "
            "position. Under `seed` and `position` the creator can know every secret."
        ),
    ]
    seed_commitment: Annotated[
        str | None,
        msgspec.Meta(
            description="SHA-256 of the seed's UTF-8 bytes, 64 lowercase hex digits, "
            "published from the start: once `seed` is revealed, anyone can check it and "
            "replay every shuffle and draw (docs/replays.md)."
        ),
    ]
    seed: Annotated[
        str | None,
        msgspec.Meta(
            description="The game's seed, revealed once the game is over (null before, and "
            "in the lobby)."
        ),
    ] = None
    imported_from: Annotated[
        str | None,
        msgspec.Meta(
            description="For a game imported from a game log file (POST /v1/games/import): "
            "its id on the instance it was first exported from. Such a game is read-only."
        ),
    ] = None
    verifiable: Annotated[
        bool,
        msgspec.Meta(
            description="Whether every draw of the game follows from its seed: true for every "
            "game played here and for an import whose file carried its seed (verified when "
            "imported); false for an import whose file came without it, which was only "
            "checked to be a game the rules allow (docs/replays.md). Such a game never "
            "reveals a seed and is never rated."
        ),
    ] = True
    deadline_at: Annotated[
        datetime | None,
        msgspec.Meta(
            description="When the current turn clock or rule timer (e.g. Pow Wow's claim "
            "window) runs out, whichever is first (RFC 3339, UTC); null while none runs."
        ),
    ] = None


class LiveSummary(msgspec.Struct, frozen=True, kw_only=True):
    """What a game's event stream says after each command's events (a `summary` message):
    enough to know whose turn it is with no game-specific logic."""

    version: int
    status: str
    to_move: list[int]
    deadline_at: datetime | None
    outcome: Outcome | None


class LoggedEvent(msgspec.Struct, frozen=True, kw_only=True):
    """One event of a game's log as a given caller may see it."""

    version: int
    recorded_at: datetime
    event: msgspec.Struct


class CommandResult(msgspec.Struct, frozen=True, kw_only=True):
    version: int
    events: list[LoggedEvent]
    duplicate: bool = False


class LoadedGame:
    """A game's catalog record and its folded state at `version`."""

    def __init__(self, record: GameRecord, rules: HostedGame, setup: Setup[msgspec.Struct]) -> None:
        self.record = record
        self.rules = tabled(rules)  # the game at the table: its log may hold `tabletop.*`
        self.setup = setup
        self.seats: list[SeatRecord] = []
        self.state: msgspec.Struct = self.rules.initial_state(setup)
        self.version = 0
        self.lock = asyncio.Lock()
        self.timer: int | None = None
        """`since_version` of the timer this process last set for the game, if any (-1 once
        another process appended since: it wrote the timer too)."""
        self.turn_timer: tuple[int, datetime | None] | None = None
        """(version, due) of the turn timer this process last wrote (due None: cleared);
        None when unknown (another process appended: the next keep writes it again)."""
        self.times: dict[int, datetime] = {}
        """Recorded times of the versions the clocks and timers count from."""
        self.commands_logged: tuple[int, int] | None = None
        """(version, how many commands the log holds up to it), once counted: the limit of a
        game with no human seat (application/timers.py)."""

    @property
    def table(self) -> TableState:
        assert isinstance(self.state, TableState), "a loaded game is always at the table"
        return self.state

    @property
    def clock(self) -> ClockSetting | None:
        if self.record.clock is None:
            return None
        return msgspec.convert(self.record.clock, ClockSetting)

    def bots(self) -> tuple[str | None, ...]:
        """Per seat, the bot that plays it (None: a human)."""
        kinds = {s.seat: s.bot for s in self.seats}
        return tuple(kinds.get(n) for n in range(self.record.players))

    @property
    def at_table(self) -> bool:
        """Whether the game has a table to set (a clock or a bot): `tabletop.table_set`."""
        return self.record.clock is not None or any(self.bots())

    @property
    def options(self) -> msgspec.Struct:
        return self.setup.options

    @property
    def started(self) -> bool:
        return self.version > 0

    def status(self) -> str:
        if not self.started:
            return "open"
        return "finished" if self.rules.outcome(self.state) is not None else "active"

    def seat_of_player(self, player: str) -> Seat | None:
        for seat in self.seats:
            if seat.player == player:
                return seat.seat
        return None

    def seat_of(self, token: str) -> Seat | None:
        digest = hash_token(token)
        for seat in self.seats:
            if hmac.compare_digest(seat.token_hash, digest):
                return seat.seat
        return None


def game_setup(
    rules: HostedGame, players: int, options: msgspec.Struct, rules_revision: int
) -> Setup[msgspec.Struct]:
    """What a game is played with for life: its players, options and the rules revision it
    was created with (never the game type's latest, which may have moved on since)."""
    return Setup(players=players, options=options, rules_revision=rules_revision)


def utc(moment: datetime) -> datetime:
    """The same moment in UTC: every time the API shows reads `…Z` (RFC 3339), whatever
    zone the database or a test clock hands out."""
    return moment.astimezone(UTC)


def rfc3339(moment: datetime) -> str:
    """The one way the API writes a time: RFC 3339 in UTC, as msgspec encodes a UTC
    datetime (`2026-12-01T18:02:04.123456Z`)."""
    text: str = msgspec.to_builtins(utc(moment))
    return text


def hash_token(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()
