"""Folding a game log, and verifying it from its revealed seed (provable shuffles, issue 16):
the seed matches the commitment published from the start; the start events are exactly what
the rules deal from that seed (or load from the position); and every command's events are
exactly what the rules decide for that command, from that seat, at that version, with the
randomness the seed gives there (`Rng(seed, version)`).

Commands are logged (event metadata `command`) since this release; for a command logged
before, the command is found among the seat's legal moves (or the game's timer command for
the system) as the one whose decision gives the recorded events.

The table's own events (`tabletop.*`: clocks, absence, returns, abandonment; service/domain/
table) depend on when players moved, not on the seed: they are not re-decided but checked to
fold consistently (where they may stand, for which seats), and folded like every event. A
server bot's move, a stand-in's included, is an ordinary logged command and is re-decided.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import msgspec

from service.archive.logfile import Entry, GameLog, Loaded, LogFileError
from service.domain.kernel import (
    HostedGame,
    IllegalMove,
    Rng,
    Setup,
    convert_command,
    seed_commitment,
)
from service.domain.table import (
    TABLE_EVENTS,
    ClockCharged,
    GameAbandoned,
    SeatAbsent,
    SeatReturned,
    TableSet,
    TableState,
)


class Verdict(msgspec.Struct, frozen=True, kw_only=True):
    ok: bool
    commands: int
    """How many commands were re-decided (the start counts as none)."""
    version: int | None = None
    """The first version whose event differs from what the seed and the rules give."""
    reason: str = ""


def setup_of(loaded: Loaded) -> Setup[msgspec.Struct]:
    header = loaded.log.header
    options = msgspec.convert(header.options, loaded.rules.Options)
    return Setup(players=header.players, options=options, rules_revision=header.rules_revision)


def fold(loaded: Loaded, until: int | None = None) -> msgspec.Struct:
    """The state after version `until` (default: the whole log); LogFileError names the line
    of an event the rules cannot apply (a valid log never has one)."""
    rules = loaded.rules
    state = rules.initial_state(setup_of(loaded))
    for index, event in enumerate(loaded.events[:until]):
        try:
            state = rules.evolve(state, event)
        except Exception as error:  # the rules assume a valid log: any failure means it is not
            raise LogFileError(
                index + 2, f"the rules cannot apply event version {index + 1}: {error!r}"
            ) from None
    return state


def verify(loaded: Loaded) -> Verdict:
    """Re-derive the setup and every draw from the revealed seed, and re-decide every command."""
    header = loaded.log.header
    if header.seed is None:
        return Verdict(
            ok=False, commands=0, reason="the seed is not revealed (the game is not over)"
        )
    if seed_commitment(header.seed) != header.seed_commitment:
        return Verdict(ok=False, commands=0, reason="the seed does not match its commitment")
    fold(loaded)  # LogFileError for an event the rules cannot apply, before any re-decision
    rules, setup = loaded.rules, setup_of(loaded)
    state = rules.initial_state(setup)
    commands = 0
    for start, group in _commands(loaded.log):
        recorded = loaded.events[start : start + len(group)]
        game = [(i, e) for i, e in enumerate(recorded) if not isinstance(e, TABLE_EVENTS)]
        if (problem := _table_problem(rules, state, start, recorded)) is not None:
            index, reason = problem
            return Verdict(ok=False, commands=commands, version=start + index + 1, reason=reason)
        if start == 0:
            expected = _started(rules, setup, header.seed, header.position)
        elif game or group[0].command is not None:
            expected = _decided(rules, state, group[0], header.seed, start, [e for _, e in game])
            commands += 1
        else:
            expected = []  # the table's own events alone: a timeout, a return
        if (bad := _first_difference(expected, [e for _, e in game])) is not None:
            what = "the start" if start == 0 else f"the command at version {start}"
            at = game[bad][0] if bad < len(game) else len(recorded)
            return Verdict(
                ok=False,
                commands=commands,
                version=start + at + 1,
                reason=f"{what} does not give the recorded event",
            )
        for event in recorded:
            state = rules.evolve(state, event)
    return Verdict(ok=True, commands=commands)


def _table_problem(
    rules: HostedGame, state: msgspec.Struct, start: int, recorded: Sequence[msgspec.Struct]
) -> tuple[int, str] | None:
    """Where the table's events of one command's group do not fit (index in the group, why):
    the table is set only first, at version 1, with a seat per player; a command's own events
    come before the table events that settle it; each names a seat that can have it happen in
    the state it finds."""
    seen_table = False
    for index, event in enumerate(recorded):
        table = state if isinstance(state, TableState) else None
        if not isinstance(event, TABLE_EVENTS):
            if seen_table and start > 0:
                return index, "a game event follows the table's events of its command"
        elif (reason := _misplaced(table, start + index, event)) is not None:
            return index, reason
        seen_table = seen_table or isinstance(event, TABLE_EVENTS)
        state = rules.evolve(state, event)
    return None


def _misplaced(table: TableState | None, version: int, event: msgspec.Struct) -> str | None:
    if table is None:
        return "a table event in a game that is not at a table"
    players = len(table.bots)
    if isinstance(event, TableSet):
        if version != 0 or table.bots:
            return "the table is set only once, as the first event"
        return None
    if not table.bots:
        return "a table event in a game whose table was never set"
    seat = getattr(event, "seat", None)
    if seat is not None and not 0 <= seat < players:
        return f"the table's event names seat {seat} of a {players}-player game"
    if isinstance(event, ClockCharged) and table.clock is None:
        return "a clock is charged in a game without a clock"
    if isinstance(event, SeatAbsent) and (seat in table.absent or table.bot_of(event.seat)):
        return f"seat {seat} is a bot's or absent already"
    if isinstance(event, SeatReturned) and seat not in table.absent:
        return f"seat {seat} returns but was not absent"
    if isinstance(event, GameAbandoned) and (
        table.abandoned or not set(table.humans()) <= table.absent
    ):
        return "the game is abandoned while a human is still at the table"
    return None


def _commands(log: GameLog) -> Iterator[tuple[int, list[Entry]]]:
    """Each command's events, with the version before them (its decision's version)."""
    entries = log.entries
    start = 0
    while start < len(entries):
        end = entries[start].command_end or entries[start].version
        end = max(end, entries[start].version)
        group = entries[start:end]
        yield start, group
        start += len(group)


def _started(
    rules: HostedGame, setup: Setup[msgspec.Struct], seed: str, position: Any | None
) -> list[msgspec.Struct]:
    try:
        if position is not None:
            return list(rules.load_position(setup, position))
        return list(rules.start(setup, Rng(seed, 0)))
    except IllegalMove:
        return []


def _decided(
    rules: HostedGame,
    state: msgspec.Struct,
    first: Entry,
    seed: str,
    version: int,
    recorded: Sequence[msgspec.Struct],
) -> list[msgspec.Struct]:
    """What the rules decide for the logged command; for a command logged before commands
    were, the candidate whose decision is the recorded one (else the first candidate's)."""
    if first.command is not None:
        return _decide(rules, state, first.command, first.seat, seed, version)
    candidates = _candidates(rules, state, first.seat)
    fallback: list[msgspec.Struct] = []
    for command in candidates:
        events = _decide(rules, state, command, first.seat, seed, version)
        if _first_difference(events, recorded) is None:
            return events
        fallback = fallback or events
    return fallback


def _candidates(rules: HostedGame, state: msgspec.Struct, seat: int | None) -> list[Any]:
    if seat is not None:
        return [msgspec.to_builtins(m) for m in rules.legal_moves(state, seat)]
    deadline = rules.deadline(state)
    return [] if deadline is None else [msgspec.to_builtins(deadline.command)]


def _decide(
    rules: HostedGame,
    state: msgspec.Struct,
    command: Any,
    seat: int | None,
    seed: str,
    version: int,
) -> list[msgspec.Struct]:
    try:
        decoded = convert_command(rules, command)
        return list(rules.decide(state, decoded, seat, Rng(seed, version)))
    except (IllegalMove, msgspec.ValidationError):
        return []


def _first_difference(
    expected: Sequence[msgspec.Struct], recorded: Sequence[msgspec.Struct]
) -> int | None:
    """The index of the first recorded event the expected ones do not match, if any."""
    for index, event in enumerate(recorded):
        if index >= len(expected) or msgspec.to_builtins(expected[index]) != msgspec.to_builtins(
            event
        ):
            return index
    return None if len(expected) == len(recorded) else len(recorded)
