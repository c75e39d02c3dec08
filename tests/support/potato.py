"""Hot potato: a tiny timed game for platform tests (scheduler, deadlines, system commands),
written on the kit like any hosted game, in one file.

The holder must pass the potato within `limit_ms`; three passes and the holder of the third
pass wins; if the deadline passes first, the system drops the potato and the holder loses.
With `resting`, the potato rests after an odd number of passes: no deadline until the next pass.

Rules revisions, for the platform's revision tests: in revision 1 the potato goes to the next
seat (seat + 1), in revision 2 to the previous one (seat - 1); with two players it is the same.
`FIRST_EDITION` is the game as a server that knew only revision 1 hosted it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import assert_never

import msgspec

from service.domain.kernel import (
    Code,
    CommandBase,
    Deadline,
    EventBase,
    Game,
    IllegalMove,
    Outcome,
    RefusalTable,
    Revision,
    Rng,
    Seat,
    Setup,
    host,
)


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    limit_ms: int = 1000
    resting: bool = False
    """The potato rests (no deadline) after an odd number of passes."""


class Pass(CommandBase, frozen=True, tag="potato.pass"):
    pass


class Timeout(CommandBase, frozen=True, tag="potato.timeout"):
    holder: int


class Started(EventBase, frozen=True, tag="potato.started"):
    holder: int


class Passed(EventBase, frozen=True, tag="potato.passed"):
    to: int


class Dropped(EventBase, frozen=True, tag="potato.dropped"):
    holder: int


Command = Pass | Timeout
Event = Started | Passed | Dropped


class Refusals(RefusalTable):
    game_over = Code("The game is over.")
    not_your_turn = Code("Only the holder passes.")
    system_only = Code("Only the system times out.")
    stale_timer = Code("The potato moved on.")
    invalid_options = Code("limit_ms must be positive")


class State(msgspec.Struct, frozen=True):
    players: int
    options: Options
    rules_revision: int = 1
    holder: int = 0
    passes: int = 0
    events: int = 0
    dropped: bool = False


class View(msgspec.Struct, frozen=True):
    holder: int
    passes: int


class Position(msgspec.Struct, frozen=True):
    holder: int


REVISIONS = (
    Revision(number=1, date="2026-01-01", changes=("The test game.",)),
    Revision(number=2, date="2026-06-01", changes=("The potato goes to the previous seat.",)),
)


def initial_state(setup: Setup[Options]) -> State:
    return State(players=setup.players, options=setup.options, rules_revision=setup.rules_revision)


def start(setup: Setup[Options], rng: Rng) -> list[Event]:
    if setup.options.limit_ms <= 0:
        raise IllegalMove(Refusals.invalid_options())
    return [Started(holder=rng.below(setup.players))]


def load_position(setup: Setup[Options], document: object) -> list[Event]:
    holder = msgspec.convert(document, Position).holder
    return [Started(holder=holder)]


def decide(state: State, command: Command, seat: Seat | None, rng: Rng) -> list[Event]:
    if outcome(state) is not None:
        raise IllegalMove(Refusals.game_over())
    match command:
        case Pass():
            if seat is None or seat != state.holder:
                raise IllegalMove(Refusals.not_your_turn())
            step = 1 if state.rules_revision == 1 else -1
            return [Passed(to=(state.holder + step) % state.players)]
        case Timeout(holder=holder):
            if seat is not None:
                raise IllegalMove(Refusals.system_only())
            if holder != state.holder:
                raise IllegalMove(Refusals.stale_timer())
            return [Dropped(holder=holder)]
        case _:
            assert_never(command)


def evolve(state: State, event: Event) -> State:
    count = state.events + 1
    match event:
        case Started(holder=holder):
            return msgspec.structs.replace(state, holder=holder, events=count)
        case Passed(to=to):
            return msgspec.structs.replace(state, holder=to, passes=state.passes + 1, events=count)
        case Dropped():
            return msgspec.structs.replace(state, dropped=True, events=count)
        case _:
            assert_never(event)


def legal_moves(state: State, seat: Seat) -> Sequence[Command]:
    return [Pass()] if outcome(state) is None and seat == state.holder else []


def to_move(state: State) -> frozenset[Seat]:
    return frozenset() if outcome(state) is not None else frozenset({state.holder})


def view(state: State, seat: Seat | None) -> View:
    return View(holder=state.holder, passes=state.passes)


def redact(event: Event, seat: Seat | None) -> Event:
    return event


def outcome(state: State) -> Outcome | None:
    if not state.dropped and state.passes < 3:
        return None
    loser = state.holder if state.dropped else None
    scores = tuple(0 if s == loser else 1 for s in range(state.players))
    ranks = tuple(1 if s != loser else 2 for s in range(state.players))
    winners = tuple(s for s in range(state.players) if s != loser)
    return Outcome(
        scores=scores,
        ranks=ranks,
        winners=winners,
        reason="dropped" if state.dropped else "passed",
    )


def deadline(state: State) -> Deadline[Command] | None:
    if outcome(state) is not None or state.events == 0:
        return None
    if state.options.resting and state.passes % 2 == 1:
        return None
    return Deadline(
        after_ms=state.options.limit_ms,
        since_version=state.events,
        command=Timeout(holder=state.holder),
    )


def position(state: State) -> Position | None:
    return Position(holder=state.holder)


def evaluate(view: View, seat: Seat) -> float:
    return 0.0


RULES: Game[State, Command, Event, Options, View] = Game(
    name="potato",
    title="Hot potato (test game)",
    min_players=2,
    max_players=3,
    revisions=REVISIONS,
    State=State,
    Options=Options,
    Command=Command,
    Event=Event,
    View=View,
    Position=Position,
    initial_state=initial_state,
    start=start,
    load_position=load_position,
    decide=decide,
    evolve=evolve,
    legal_moves=legal_moves,
    to_move=to_move,
    view=view,
    redact=redact,
    outcome=outcome,
    deadline=deadline,
    position=position,
    evaluate=evaluate,
)
GAME = host(RULES)
"""As the platform hosts it (what a registry entry is)."""
FIRST_EDITION = host(dataclasses.replace(RULES, revisions=REVISIONS[:1]))
"""As a server before revision 2 hosted it."""
