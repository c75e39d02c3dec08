"""The game-log file (format version 1, JSON Lines, docs/replays.md): a header line, then one
line per event of the game's stream, oldest first.

Reading never raises anything but `LogFileError`, which names the line: a person handing a
file to `tabletop replay --file` or `POST /v1/games/import` learns what is wrong and where.
Every field is checked as strictly as the API checks what it stores: JSON within 64 levels, no
NUL character, integers within 64 bits (`inputs`), seat names as names are taken, bots of the
known kinds, times within the years games are recorded in, seats and command ends that exist.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any, Literal, TypeVar

import msgspec

from service import codec, inputs
from service.catalog.base import GameRecord, SetupKind, commitment, verifiable
from service.domain import registry
from service.domain.kernel import HostedGame, convert_event, seed_commitment
from service.domain.table import BOT_KINDS, TableSet, tabled
from service.errors import InvalidName
from service.store.base import RecordedEvent

FORMAT = "tabletop.game-log"
FORMAT_VERSION = 1
MEDIA_TYPE = "application/jsonl"

T = TypeVar("T")

EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
"""No game was recorded before: an earlier `created_at` or `recorded_at` is not a real one."""
AHEAD = timedelta(days=1)
"""How far past this server's clock a recorded time may be (another instance's clock)."""
GAME_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}")
"""What a game id of another instance (`game_id`, `imported_from`) may look like."""
COMMITMENT = re.compile(r"[0-9a-f]{64}")

Time = Annotated[datetime, msgspec.Meta(tz=True)]
"""A recorded time: with its offset (every export writes UTC)."""


class LogFileError(Exception):
    """What is wrong with a game-log file, and on which line (1 = the header)."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


class Header(msgspec.Struct, frozen=True, kw_only=True):
    """Line 1: what the game is, how it was set up, and how many events follow."""

    format: str
    format_version: int
    game_type: str
    rules_revision: int
    players: int
    options: dict[str, Any]
    setup: SetupKind
    seed_commitment: str
    seed: str | None
    """Only once the game is over (else only its commitment travels)."""
    position: Any | None
    """The position document a `position` game started from."""
    seats: list[str | None]
    game_id: str
    created_at: Time
    status: Literal["open", "active", "finished"]
    version: int
    """How many event lines follow."""
    imported_from: str | None = None
    """The id the game had on the instance it was first exported from, if it was imported."""


class Entry(msgspec.Struct, frozen=True, kw_only=True):
    """One event line: the event (its `type` first, in the exporting server's current schema)
    with its version, recorded time, the seat whose command made it (null: the system) and
    where that command's events end; the command itself on the first event of each command
    recorded since commands were logged."""

    version: int
    recorded_at: Time
    seat: int | None
    command_end: int | None
    command: dict[str, Any] | None = None
    event: dict[str, Any]


class GameLog(msgspec.Struct, frozen=True, kw_only=True):
    header: Header
    entries: list[Entry]


class Loaded(msgspec.Struct, frozen=True, kw_only=True):
    """A log read and checked: its game's rules at the table (`tabled`: the log may hold the
    table's `tabletop.*` events, clocks, absence, bots) and every event decoded."""

    log: GameLog
    rules: HostedGame
    events: list[msgspec.Struct]


def from_store(
    rules: HostedGame,
    record: GameRecord,
    seats: Sequence[str | None],
    rows: Sequence[RecordedEvent],
    finished: bool,
) -> GameLog:
    """The log of a stored game; the seed only if the game is over. Its events are the
    game's and its table's (service/domain/table), as the stream holds them."""
    rules = tabled(rules)
    header = Header(
        format=FORMAT,
        format_version=FORMAT_VERSION,
        game_type=record.game_type,
        rules_revision=record.rules_revision,
        players=record.players,
        options=record.options,
        setup=record.setup,
        seed_commitment=commitment(record),
        # An import that came without its seed has none to give (catalog.base.verifiable).
        seed=record.seed if finished and verifiable(record) else None,
        position=record.position,
        seats=list(seats),
        game_id=record.game_id,
        created_at=record.created_at,
        status="finished" if finished else ("active" if rows else "open"),
        version=len(rows),
        imported_from=record.imported_from,
    )
    return GameLog(header=header, entries=[_entry(rules, row) for row in rows])


def _entry(rules: HostedGame, row: RecordedEvent) -> Entry:
    return Entry(
        version=row.version,
        recorded_at=row.recorded_at,
        seat=row.metadata.get("seat"),
        command_end=row.metadata.get("command_end"),
        command=row.metadata.get("command"),
        event=codec.as_json(codec.decode(rules, row)),
    )


def dump(log: GameLog) -> Iterator[bytes]:
    """The file, a line at a time (each ending in a newline)."""
    yield msgspec.json.encode(log.header) + b"\n"
    for entry in log.entries:
        yield msgspec.json.encode(entry) + b"\n"


def load(content: bytes, now: datetime | None = None) -> Loaded:
    """Read and check a whole file; LogFileError names the first bad line. `now`: this
    server's clock, which no recorded time may be more than a day past."""
    latest = (now or datetime.now(UTC)) + AHEAD
    lines = content.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    if not lines:
        raise LogFileError(1, "the file is empty: a game log starts with its header line")
    header, rules = _header(lines[0], latest)
    entries: list[Entry] = []
    events: list[msgspec.Struct] = []
    command: Entry | None = None  # the first event of the command being read
    for number, line in enumerate(lines[1:], start=2):
        entry = _line(number, line, Entry, "an event")
        expected = len(entries) + 1
        if entry.version != expected:
            raise LogFileError(
                number,
                f"event version {entry.version} where {expected} was expected: the file is "
                "reordered or has a gap",
            )
        if expected > header.version:
            raise LogFileError(
                number, f"the header announces {header.version} events, this is one more"
            )
        if command is None or entry.version > (command.command_end or command.version):
            command = entry
        _check_entry(number, entry, header, command, latest)
        events.append(_event(number, rules, entry))
        entries.append(entry)
    if len(entries) < header.version:
        raise LogFileError(
            len(lines) + 1,
            f"the file is truncated: the header announces {header.version} events, it ends "
            f"after version {len(entries)} (line {len(lines)})",
        )
    return Loaded(log=GameLog(header=header, entries=entries), rules=rules, events=events)


def _check_entry(
    number: int, entry: Entry, header: Header, command: Entry, latest: datetime
) -> None:
    """An event line's seat, command end and time; `command`: the first event of its command,
    whose seat and end every event of the command repeats (the command only on the first)."""
    _time(number, "recorded_at", entry.recorded_at, latest)
    if entry.seat is not None and not 0 <= entry.seat < header.players:
        raise LogFileError(
            number, f"`seat` {entry.seat} is not a seat of a {header.players}-player game"
        )
    end = entry.command_end
    if end is not None and not entry.version <= end <= header.version:
        raise LogFileError(
            number,
            f"`command_end` {end} is not from the event's version {entry.version} to the "
            f"last one, {header.version}",
        )
    if entry is not command and (
        entry.seat != command.seat or end != command.command_end or entry.command is not None
    ):
        raise LogFileError(
            number,
            f"the event is one of the command at version {command.version} (its "
            "`command_end`) but has another `seat`, `command_end` or a `command` of its own",
        )


def _time(number: int, field: str, value: datetime, latest: datetime) -> None:
    if not EARLIEST <= value <= latest:
        raise LogFileError(
            number,
            f"`{field}` {value.isoformat()} is not a time a game was recorded at (from "
            f"{EARLIEST.year} to a day past this server's clock)",
        )


def _header(line: bytes, latest: datetime) -> tuple[Header, HostedGame]:
    raw = _line(1, line, dict[str, Any], "the header")
    if raw.get("format") != FORMAT:
        raise LogFileError(1, f'this is not a Tabletop game log (no "format": {FORMAT!r})')
    if raw.get("format_version") != FORMAT_VERSION:
        raise LogFileError(
            1,
            f"unknown format version {raw.get('format_version')!r}: this Tabletop reads "
            f"version {FORMAT_VERSION}",
        )
    header = _convert(1, raw, Header, "the header")
    _time(1, "created_at", header.created_at, latest)
    for field, value in (("game_id", header.game_id), ("imported_from", header.imported_from)):
        if value is not None and not GAME_ID.fullmatch(value):
            raise LogFileError(
                1, f"`{field}` is not a game id (1–128 letters, digits and `._:-`): {value!r}"
            )
    if not COMMITMENT.fullmatch(header.seed_commitment):
        raise LogFileError(1, "`seed_commitment` is not 64 lowercase hex digits (a SHA-256)")
    if (header.setup == "position") != (header.position is not None):
        raise LogFileError(1, "a game is set up from a `position` exactly when it has one")
    for seat, name in enumerate(header.seats):
        if name is None:
            continue
        try:
            taken = inputs.seat_name(name)
        except InvalidName as error:
            raise LogFileError(1, f"the name of seat {seat}: {error.detail}") from None
        if taken != name:
            raise LogFileError(1, f"the name of seat {seat} has spaces around it: {name!r}")
    rules = registry.get(header.game_type)
    if rules is None:
        known = ", ".join(r.name for r in registry.all_games())
        raise LogFileError(1, f"unknown game type {header.game_type!r} (known: {known})")
    revisions = [r.number for r in rules.revisions]
    if header.rules_revision not in revisions:
        raise LogFileError(
            1,
            f"unknown rules revision {header.rules_revision} of {header.game_type}: this "
            f"Tabletop knows {', '.join(map(str, revisions))}",
        )
    if not rules.min_players <= header.players <= rules.max_players:
        raise LogFileError(1, f"{header.players} players cannot play {rules.title}")
    if len(header.seats) != header.players:
        raise LogFileError(1, f"{len(header.seats)} seat names for {header.players} players")
    if header.seed is not None and seed_commitment(header.seed) != header.seed_commitment:
        raise LogFileError(1, "the seed does not match its commitment (SHA-256)")
    try:
        msgspec.convert(header.options, rules.Options)
    except msgspec.ValidationError as error:
        raise LogFileError(1, f"the options are not {rules.title}'s: {error}") from None
    return header, tabled(rules)  # its log holds the game's and its table's events


def _line(number: int, line: bytes, kind: type[T], what: str) -> T:
    try:
        raw = msgspec.json.decode(line)
    except msgspec.DecodeError:
        raise LogFileError(
            number, f"{what} is not a JSON line (is the file truncated or damaged?)"
        ) from None
    except RecursionError:
        raise LogFileError(number, f"{what} nests deeper than {inputs.MAX_DEPTH} levels") from None
    if (problem := inputs.document_problem(line, raw)) is not None:
        raise LogFileError(number, f"{what} {problem}")
    return _convert(number, raw, kind, what)


def _convert(number: int, raw: object, kind: type[T], what: str) -> T:
    try:
        return msgspec.convert(raw, kind)
    except msgspec.ValidationError as error:
        raise LogFileError(number, f"{what} does not match the format: {error}") from None


def _event(number: int, rules: HostedGame, entry: Entry) -> msgspec.Struct:
    try:
        event = convert_event(rules, entry.event)
    except msgspec.ValidationError as error:
        raise LogFileError(number, f"not an event of {rules.title}: {error}") from None
    if isinstance(event, TableSet):
        for seat, bot in enumerate(event.bots):
            if bot is not None and bot not in BOT_KINDS:
                raise LogFileError(
                    number,
                    f"seat {seat}'s bot {bot!r} is not one of the bots ({', '.join(BOT_KINDS)})",
                )
        if event.clock is not None and (problem := event.clock.problem()) is not None:
            raise LogFileError(number, f"the table's clock is no clock: {problem}")
    return event
