"""Folding a game log, verifying it from its revealed seed (provable shuffles, issue 16), and
checking one that came without its seed.

Verified (`verify`): the seed matches the commitment published from the start; the start
events are exactly what the rules deal from that seed (or load from the position); and every
command's events are exactly what the rules decide for that command, from that seat, at that
version, with the randomness the seed gives there (`Rng(seed, version)`).

Checked without the seed (`check`): the draws cannot be re-derived, so the results that each
decision's events record (`Game.recorded_draws`) are handed to the rules in their place
(`RecordedRng`), each one first checked to be a result that the draw could give (an order of
exactly the cards shuffled, one of the choices offered, a number in range); everything else is
re-decided exactly as above. Such a log is one the rules allow, nothing more (docs/replays.md).

In both, each logged command must be accepted by the rules (`decide` accepts exactly the legal
moves), and one from the system (seat null) must be the game's timer command at that state.
Commands are logged (event metadata `command`) since issue 16; for a command logged before,
the command is found among the seat's legal moves (or the game's timer command for the system)
as the one whose decision gives the recorded events.

The table's own events (`tabletop.*`: clocks, absence, returns, abandonment; service/domain/
table) depend on when players moved, not on the seed: they are not re-decided but checked to
fold consistently (where they may stand, for which seats), and folded like every event. A
server bot's move, a stand-in's included, is an ordinary logged command and is re-decided.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

import msgspec

from service.archive.logfile import Entry, GameLog, Loaded, LogFileError
from service.domain.kernel import (
    NO_DRAWS,
    HostedGame,
    IllegalMove,
    ImpossibleDraw,
    RecordedRng,
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

Randomness = Callable[[], Rng]
"""The randomness to decide one logged decision with, made afresh for each try."""
Source = Callable[[int, msgspec.Struct, Sequence[msgspec.Struct]], Randomness]
"""(version before the decision, state before it, its recorded events) → its randomness."""


class Verdict(msgspec.Struct, frozen=True, kw_only=True):
    ok: bool
    commands: int
    """How many commands were re-decided (the start counts as none)."""
    version: int | None = None
    """The first version whose event differs from what the seed and the rules give."""
    reason: str = ""


class _Refused(Exception):
    """A logged decision the rules cannot make at all: they refuse it, or a random result it
    records is not possible there (`draw`)."""

    def __init__(self, reason: str, draw: ImpossibleDraw | None = None) -> None:
        super().__init__(reason)
        self.draw = draw


def setup_of(loaded: Loaded) -> Setup[msgspec.Struct]:
    header = loaded.log.header
    options = msgspec.convert(header.options, loaded.rules.Options)
    return Setup(players=header.players, options=options, rules_revision=header.rules_revision)


def fold(loaded: Loaded, until: int | None = None) -> msgspec.Struct:
    """The state after version `until` (default: the whole log); LogFileError names the line
    of an event the rules cannot apply (a valid log never has one)."""
    rules = loaded.rules
    try:
        state = rules.initial_state(setup_of(loaded))
    except Exception as error:  # options of the right shape the rules still cannot set up
        raise LogFileError(1, f"the rules cannot set this game up: {error!r}") from None
    for index, event in enumerate(loaded.events[:until]):
        try:
            state = rules.evolve(state, event)
        except Exception as error:  # the rules assume a valid log: any failure means it is not
            raise LogFileError(
                index + 2, f"the rules cannot apply event version {index + 1}: {error!r}"
            ) from None
    return state


def verify(loaded: Loaded, seed: str | None = None) -> Verdict:
    """Re-derive the setup and every draw from the revealed seed (or `seed`, where the file
    has none but it is known), and re-decide every command."""
    header = loaded.log.header
    seed = header.seed if seed is None else seed
    if seed is None:
        return Verdict(
            ok=False,
            commands=0,
            reason="the seed is not revealed (the game is not over, or came without it)",
        )
    if seed_commitment(seed) != header.seed_commitment:
        return Verdict(ok=False, commands=0, reason="the seed does not match its commitment")
    fold(loaded)  # LogFileError for an event the rules cannot apply, before any re-decision

    def seeded(version: int, _: msgspec.Struct, __: Sequence[msgspec.Struct]) -> Randomness:
        return lambda: Rng(seed, version)

    return _replay(loaded, seeded)


def check(loaded: Loaded) -> Verdict:
    """Without the seed: each recorded random result possible where the rules draw it, and
    everything else re-decided (the module's docstring)."""
    fold(loaded)  # LogFileError for an event the rules cannot apply, before any re-decision
    rules = loaded.rules

    def recorded(_: int, before: msgspec.Struct, events: Sequence[msgspec.Struct]) -> Randomness:
        def draws() -> Rng:
            state, found = before, NO_DRAWS
            try:
                for event in events:
                    found = found + rules.recorded_draws(state, event)
                    state = rules.evolve(state, event)
            except Exception as error:  # a forged event the game cannot read its draws from
                raise _Refused(f"its events record draws that cannot be ({error!r})") from None
            return RecordedRng(found)

        return draws

    return _replay(loaded, recorded)


def _replay(loaded: Loaded, source: Source) -> Verdict:
    header = loaded.log.header
    rules, setup = loaded.rules, setup_of(loaded)
    state = rules.initial_state(setup)
    commands = 0
    for start, group in _commands(loaded.log):
        recorded = loaded.events[start : start + len(group)]
        game = [(i, e) for i, e in enumerate(recorded) if not isinstance(e, TABLE_EVENTS)]
        if (problem := _table_problem(rules, state, start, recorded)) is not None:
            index, reason = problem
            return Verdict(ok=False, commands=commands, version=start + index + 1, reason=reason)
        what = "the start" if start == 0 else f"the command at version {start}"
        game_events = [e for _, e in game]
        try:
            if start == 0:
                expected = _started(rules, setup, header.position, source(0, state, recorded))
            elif game or group[0].command is not None:
                randomness = source(start, state, recorded)
                expected = _decided(rules, state, group[0], randomness, game_events)
                commands += 1
            else:
                expected = []  # the table's own events alone: a timeout, a return
        except _Refused as refused:
            at = game[0][0] if game else 0
            if refused.draw is not None:
                at = _recorded_at(rules, state, recorded, refused.draw, at)
            return Verdict(
                ok=False, commands=commands, version=start + at + 1, reason=f"{what}: {refused}"
            )
        if (bad := _first_difference(expected, game_events)) is not None:
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


def _recorded_at(
    rules: HostedGame,
    state: msgspec.Struct,
    recorded: Sequence[msgspec.Struct],
    draw: ImpossibleDraw,
    otherwise: int,
) -> int:
    """The index (in its command's events) of the event that recorded an impossible draw."""
    if draw.index is None:
        return otherwise  # the rules drew more than was recorded
    seen = 0
    for index, event in enumerate(recorded):
        seen += len(getattr(rules.recorded_draws(state, event), draw.kind))
        if seen > draw.index:
            return index
        state = rules.evolve(state, event)
    return otherwise


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
    rules: HostedGame, setup: Setup[msgspec.Struct], position: Any | None, randomness: Randomness
) -> list[msgspec.Struct]:
    """The start events, from the position document (no draw) or with the randomness."""
    try:
        if position is not None:
            return list(rules.load_position(setup, position))
        return list(rules.start(setup, randomness()))
    except _Refused:
        raise
    except IllegalMove as illegal:
        raise _Refused(f"the rules refuse it ({illegal.code}: {illegal.refusal.message})") from None
    except ImpossibleDraw as impossible:
        raise _Refused(f"a draw it records is not possible: {impossible}", impossible) from None
    except Exception as error:  # rules that assume valid options may fail on forged ones
        raise _Refused(f"the rules cannot make it ({error!r})") from None


def _decided(
    rules: HostedGame,
    state: msgspec.Struct,
    first: Entry,
    randomness: Randomness,
    recorded: Sequence[msgspec.Struct],
) -> list[msgspec.Struct]:
    """What the rules decide for the logged command; for a command logged before commands
    were, the candidate whose decision is the recorded one (else the first candidate's)."""
    if first.command is not None:
        if first.seat is None:
            deadline = rules.deadline(state)
            if deadline is None or msgspec.to_builtins(deadline.command) != first.command:
                raise _Refused("the system sent a command that is not the game's timer command")
        return _decide(rules, state, first.command, first.seat, randomness)
    candidates = _candidates(rules, state, first.seat)
    fallback: list[msgspec.Struct] = []
    for command in candidates:
        try:
            events = _decide(rules, state, command, first.seat, randomness)
        except _Refused:
            continue
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
    rules: HostedGame, state: msgspec.Struct, command: Any, seat: int | None, randomness: Randomness
) -> list[msgspec.Struct]:
    try:
        decoded = convert_command(rules, command)
    except msgspec.ValidationError as error:
        raise _Refused(f"the logged command is not one of the game's ({error})") from None
    rng = randomness()
    try:
        return list(rules.decide(state, decoded, seat, rng))
    except IllegalMove as illegal:
        raise _Refused(f"the rules refuse it ({illegal.code}: {illegal.refusal.message})") from None
    except ImpossibleDraw as impossible:
        raise _Refused(f"a draw it records is not possible: {impossible}", impossible) from None
    except Exception as error:  # a forged state or command the rules never meet in play
        raise _Refused(f"the rules cannot decide it ({error!r})") from None


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
