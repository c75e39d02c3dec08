"""The Clans rules object: a thin dispatcher over the rule modules (kernel `Rules` protocol)."""

from __future__ import annotations

from typing import Any, assert_never

import msgspec

from service.domain.clans import position as positions
from service.domain.clans.commands import ChooseVillage, Command, Move
from service.domain.clans.events import ClansDealt, Event
from service.domain.clans.evolve import evolve
from service.domain.clans.legality import legal_commands, to_move, violation
from service.domain.clans.position import ClansPosition
from service.domain.clans.setup import MAX_PLAYERS, MIN_PLAYERS, initial_state, start_events
from service.domain.clans.state import Over, State
from service.domain.clans.turn import choose_village, move
from service.domain.clans.view import ClansView, view
from service.domain.kernel import Deadline as KernelDeadline
from service.domain.kernel import IllegalMove, Outcome, Rng, Seat


class ClansOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Clans has no options (RULES §14.1)."""


class ClansRules:
    """Clans (Leo Colovini, 2002) for 2–4 players."""

    name = "clans"
    title = "Clans"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    Options: type[msgspec.Struct] = ClansOptions
    Command: Any = Command
    Event: Any = Event
    View: type[msgspec.Struct] = ClansView
    Position: type[msgspec.Struct] = ClansPosition

    def initial_state(self, players: int, options: Any) -> State:
        return initial_state(players)

    def start(self, players: int, options: Any, rng: Rng) -> list[Event]:
        return start_events(players, rng)

    def decide(self, state: State, command: Command, seat: Seat | None, rng: Rng) -> list[Event]:
        refusal = violation(state, command, seat)
        if refusal is not None:
            raise IllegalMove(*refusal)
        assert seat is not None
        match command:
            case Move():
                return move(state, seat, command)
            case ChooseVillage():
                return choose_village(state, command.field)
            case _:
                assert_never(command)

    def evolve(self, state: State, event: Event) -> State:
        return evolve(state, event)

    def legal_moves(self, state: State, seat: Seat) -> list[Command]:
        return legal_commands(state, seat)

    def to_move(self, state: State) -> frozenset[Seat]:
        return to_move(state)

    def view(self, state: State, seat: Seat | None) -> ClansView:
        return view(state, seat)

    def redact(self, event: Event, seat: Seat | None) -> Event | None:
        """Only the deal is secret: a seat keeps its own entry, a spectator none (§12, D26)."""
        if not isinstance(event, ClansDealt):
            return event
        clans = tuple(c if s == seat else None for s, c in enumerate(event.clans))
        return ClansDealt(clans=clans, unassigned=None)

    def outcome(self, state: State) -> Outcome | None:
        phase = state.phase
        if not isinstance(phase, Over):
            return None
        return Outcome(
            scores=phase.totals, ranks=phase.ranks, winners=phase.winners, reason=phase.reason
        )

    def deadline(self, state: State) -> KernelDeadline | None:
        """Clans has no timers."""
        return None

    def position(self, state: State) -> ClansPosition | None:
        return positions.export(state)

    def load_position(self, players: int, options: Any, document: Any) -> list[Event]:
        return positions.load(players, document)


RULES = ClansRules()
