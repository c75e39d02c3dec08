"""Hot potato: a tiny timed game for platform tests (scheduler, deadlines, system commands).

The holder must pass the potato within `limit_ms`; three passes and the holder of the third
pass wins; if the deadline passes first, the system drops the potato and the holder loses.
With `resting`, the potato rests after an odd number of passes: no deadline until the next pass.
"""

from __future__ import annotations

from typing import Any

import msgspec

from service.domain.kernel import Deadline, IllegalMove, Outcome, Rng, Seat


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    limit_ms: int = 1000
    resting: bool = False
    """The potato rests (no deadline) after an odd number of passes."""


class Pass(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="potato.pass"
):
    pass


class Timeout(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="potato.timeout"
):
    holder: int


class Started(msgspec.Struct, frozen=True, tag_field="type", tag="potato.started"):
    holder: int


class Passed(msgspec.Struct, frozen=True, tag_field="type", tag="potato.passed"):
    to: int


class Dropped(msgspec.Struct, frozen=True, tag_field="type", tag="potato.dropped"):
    holder: int


Command = Pass | Timeout
Event = Started | Passed | Dropped


class State(msgspec.Struct, frozen=True):
    players: int
    options: Options
    holder: int = 0
    passes: int = 0
    events: int = 0
    dropped: bool = False


class View(msgspec.Struct, frozen=True):
    holder: int
    passes: int


class Position(msgspec.Struct, frozen=True):
    holder: int


class PotatoRules:
    name = "potato"
    title = "Hot potato (test game)"
    min_players = 2
    max_players = 3
    Options = Options
    Command = Command
    Event = Event
    View = View
    Position = Position

    def initial_state(self, players: int, options: Any) -> State:
        return State(players=players, options=options)

    def start(self, players: int, options: Any, rng: Rng) -> list[Any]:
        if options.limit_ms <= 0:
            raise IllegalMove("invalid_options", "limit_ms must be positive")
        return [Started(holder=rng.below(players))]

    def decide(self, state: State, command: Any, seat: Seat | None, rng: Rng) -> list[Any]:
        if self.outcome(state) is not None:
            raise IllegalMove("game_over", "The game is over.")
        match command:
            case Pass():
                if seat is None or seat != state.holder:
                    raise IllegalMove("not_your_turn", "Only the holder passes.")
                return [Passed(to=(state.holder + 1) % state.players)]
            case Timeout(holder=holder):
                if seat is not None:
                    raise IllegalMove("system_only", "Only the system times out.")
                if holder != state.holder:
                    raise IllegalMove("stale_timer", "The potato moved on.")
                return [Dropped(holder=holder)]
        raise IllegalMove("unknown_command", "Unknown command.")

    def evolve(self, state: State, event: Any) -> State:
        count = state.events + 1
        match event:
            case Started(holder=holder):
                return msgspec.structs.replace(state, holder=holder, events=count)
            case Passed(to=to):
                return msgspec.structs.replace(
                    state, holder=to, passes=state.passes + 1, events=count
                )
            case Dropped():
                return msgspec.structs.replace(state, dropped=True, events=count)
        raise AssertionError(event)

    def legal_moves(self, state: State, seat: Seat) -> list[Any]:
        return [Pass()] if self.outcome(state) is None and seat == state.holder else []

    def to_move(self, state: State) -> frozenset[Seat]:
        return frozenset() if self.outcome(state) is not None else frozenset({state.holder})

    def view(self, state: State, seat: Seat | None) -> View:
        return View(holder=state.holder, passes=state.passes)

    def redact(self, event: Any, seat: Seat | None) -> Any:
        return event

    def outcome(self, state: State) -> Outcome | None:
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

    def deadline(self, state: State) -> Deadline | None:
        if self.outcome(state) is not None or state.events == 0:
            return None
        if state.options.resting and state.passes % 2 == 1:
            return None
        return Deadline(
            after_ms=state.options.limit_ms,
            since_version=state.events,
            command=Timeout(holder=state.holder),
        )

    def position(self, state: State) -> Position | None:
        return Position(holder=state.holder)

    def load_position(self, players: int, options: Any, document: Any) -> list[Any]:
        return [Started(holder=int(document["holder"]))]


RULES = PotatoRules()
