"""The Ice Flow rules object: a thin dispatcher onto the rule modules (kernel protocol)."""

from __future__ import annotations

from typing import Any

from service.domain.ice_flow import commands, events, legal, setup, turns
from service.domain.ice_flow import position as documents
from service.domain.ice_flow import view as views
from service.domain.ice_flow.decide import decide
from service.domain.ice_flow.evolve import evolve
from service.domain.ice_flow.state import Options as IceFlowOptions
from service.domain.ice_flow.state import State
from service.domain.kernel import Deadline, Outcome, Rng


class IceFlowRules:
    """Ice Flow (Conrad & Streets, 2008) for 2–4 players, as RULES.md specifies."""

    name = "ice_flow"
    title = "Ice Flow"
    min_players = 2
    max_players = 4
    Options = IceFlowOptions
    Command: Any = commands.Command
    Event: Any = events.Event
    View = views.View
    Position = documents.Position

    def initial_state(self, players: int, options: IceFlowOptions) -> State:
        return setup.initial_state(players, options)

    def start(self, players: int, options: IceFlowOptions, rng: Rng) -> list[events.Event]:
        return setup.start(players, options, rng)

    def decide(
        self, state: State, command: commands.Command, seat: int | None, rng: Rng
    ) -> list[events.Event]:
        return decide(state, command, seat, rng)

    def evolve(self, state: State, event: events.Event) -> State:
        return evolve(state, event)

    def legal_moves(self, state: State, seat: int) -> list[commands.Command]:
        return legal.legal_moves(state, seat)

    def to_move(self, state: State) -> frozenset[int]:
        return turns.to_move(state)

    def view(self, state: State, seat: int | None) -> views.View:
        return views.view(state, seat)

    def redact(self, event: events.Event, seat: int | None) -> events.Event | None:
        return views.redact(event, seat)

    def outcome(self, state: State) -> Outcome | None:
        return views.outcome(state)

    def deadline(self, state: State) -> Deadline | None:
        """Ice Flow has no timers (§17)."""
        return None

    def position(self, state: State) -> documents.Position | None:
        return documents.position(state)

    def load_position(
        self, players: int, options: IceFlowOptions, document: Any
    ) -> list[events.Event]:
        return documents.load_position(players, options, document)
