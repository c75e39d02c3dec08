"""Race to five, declared on the kit like any hosted game: its structs, its refusals, its rule
functions and its `Game` declaration (small enough for one module)."""

from __future__ import annotations

from typing import Literal, assert_never

import msgspec

from service.domain.kernel import (
    Code,
    Collector,
    CommandBase,
    EventBase,
    Game,
    IllegalMove,
    Outcome,
    Refusal,
    RefusalTable,
    Revision,
    Rng,
    Seat,
    Setup,
    decider,
)

GOAL = 5


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


class Add(CommandBase, frozen=True, tag="toy.add"):
    amount: Literal[1, 2]


class Started(EventBase, frozen=True, tag="toy.started"):
    players: int
    first: int


class Added(EventBase, frozen=True, tag="toy.added"):
    seat: int
    amount: int


class PositionLoaded(EventBase, frozen=True, tag="toy.position_loaded"):
    players: int
    total: int
    to_move: int


Command = Add
Event = Started | Added | PositionLoaded


class Refusals(RefusalTable):
    game_over = Code("The race is over.")
    not_your_turn = Code("It is seat {seat}'s turn.")
    bad_amount = Code("Add 1 or 2.")
    invalid_position = Code("The position is not valid.")


class State(msgspec.Struct, frozen=True, kw_only=True):
    players: int
    rules_revision: int = 1
    total: int = 0
    to_move: int = 0
    winner: int | None = None


class View(msgspec.Struct, frozen=True, kw_only=True):
    total: int
    to_move: int


class Position(msgspec.Struct, frozen=True, kw_only=True):
    players: int
    total: int
    to_move: int


def initial_state(setup: Setup[Options]) -> State:
    return State(players=setup.players, rules_revision=setup.rules_revision)


def start(setup: Setup[Options], rng: Rng) -> list[Event]:
    return [Started(players=setup.players, first=rng.below(setup.players))]


def load(setup: Setup[Options], document: object) -> list[Event]:
    try:
        found = msgspec.convert(document, Position)
    except msgspec.ValidationError as error:
        raise IllegalMove(Refusals.invalid_position.listing([str(error)])) from error
    return [PositionLoaded(players=found.players, total=found.total, to_move=found.to_move)]


def violation(state: State, command: Command, seat: Seat | None) -> Refusal | None:
    if state.winner is not None:
        return Refusals.game_over()
    if seat != state.to_move:
        return Refusals.not_your_turn(seat=state.to_move)
    if command.amount not in (1, 2):
        return Refusals.bad_amount()
    return None


def dispatch(made: Collector[State, Event], command: Command, seat: Seat | None, rng: Rng) -> None:
    assert seat is not None  # `violation` refuses the system: the race has no timers
    made.emit(Added(seat=seat, amount=min(command.amount, GOAL - made.state.total)))


def evolve(state: State, event: Event) -> State:
    match event:
        case Started():
            return msgspec.structs.replace(state, to_move=event.first)
        case PositionLoaded():
            return msgspec.structs.replace(state, total=event.total, to_move=event.to_move)
        case Added():
            total = state.total + event.amount
            return msgspec.structs.replace(
                state,
                total=total,
                to_move=(event.seat + 1) % state.players,
                winner=event.seat if total >= GOAL else None,
            )
        case _:
            assert_never(event)


def legal_moves(state: State, seat: Seat) -> list[Command]:
    if state.winner is not None or seat != state.to_move:
        return []
    return [Add(amount=1), Add(amount=2)]


def to_move(state: State) -> frozenset[Seat]:
    return frozenset() if state.winner is not None else frozenset({state.to_move})


def view(state: State, seat: Seat | None) -> View:
    return View(total=state.total, to_move=state.to_move)


def redact(event: Event, seat: Seat | None) -> Event:
    return event  # nothing is secret


def outcome(state: State) -> Outcome | None:
    if state.winner is None:
        return None
    seats = range(state.players)
    return Outcome(
        scores=tuple(int(s == state.winner) for s in seats),
        ranks=tuple(1 if s == state.winner else 2 for s in seats),
        winners=(state.winner,),
        reason="five",
    )


def position(state: State) -> Position:
    return Position(players=state.players, total=state.total, to_move=state.to_move)


def evaluate(view: View, seat: Seat) -> float:
    return float(view.total)


RULES: Game[State, Command, Event, Options, View] = Game(
    name="toy",
    title="Race to five",
    min_players=2,
    max_players=3,
    revisions=(Revision(number=1, date="2026-01-01", changes=("The toy.",)),),
    State=State,
    Options=Options,
    Command=Command,
    Event=Event,
    View=View,
    Position=Position,
    initial_state=initial_state,
    start=start,
    load_position=load,
    decide=decider(violation, dispatch, evolve),
    evolve=evolve,
    legal_moves=legal_moves,
    to_move=to_move,
    view=view,
    redact=redact,
    outcome=outcome,
    position=position,
    evaluate=evaluate,
)
