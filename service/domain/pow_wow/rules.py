"""The Pow Wow rules object: a thin dispatcher over the rule modules (kernel `Rules` protocol)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

import msgspec

from service.domain.kernel import (
    Deadline,
    Draws,
    IllegalMove,
    Outcome,
    Revision,
    Rng,
    Rules,
    Seat,
    Setup,
    Upcasters,
)
from service.domain.pow_wow import (
    claims,
    commands,
    evaluation,
    events,
    position,
    resolution,
    reveal,
    timers,
)
from service.domain.pow_wow.commands import (
    ChoiceDeadline,
    Choose,
    Claim,
    Pass,
    Reveal,
    RevealDeadline,
    WindowDeadline,
)
from service.domain.pow_wow.data import MAX_PLAYERS, MIN_PLAYERS, TITLE
from service.domain.pow_wow.draws import recorded
from service.domain.pow_wow.evolve import decision, evolve
from service.domain.pow_wow.legality import legal_commands, to_move, violation
from service.domain.pow_wow.options import PowWowOptions
from service.domain.pow_wow.position import PowWowPosition
from service.domain.pow_wow.scoring import outcome
from service.domain.pow_wow.setup import initial_state, load, start
from service.domain.pow_wow.state import State as PowWowState
from service.domain.pow_wow.view import PowWowView, redact, view

REVISIONS = (
    Revision(number=1, date="2026-11-29", changes=("The first edition of this contract.",)),
)
"""RULES.md, "Rules revisions": no change since the first edition."""


class PowWowRules(Rules[PowWowState, commands.Command, events.Event, PowWowOptions]):
    """Pow Wow (Stefan Dorra's *Apache*) for 2–5 players, RULES.md."""

    name = "pow_wow"
    title = TITLE
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    revisions = REVISIONS
    upcasters: Upcasters = events.UPCASTERS
    State = PowWowState
    Options = PowWowOptions
    Command: object = commands.Command
    Event: object = events.Event
    View = PowWowView
    Position = PowWowPosition

    def initial_state(self, setup: Setup[PowWowOptions]) -> PowWowState:
        return initial_state(setup)

    def start(self, setup: Setup[PowWowOptions], rng: Rng) -> list[events.Event]:
        return start(setup, rng)

    def load_position(self, setup: Setup[PowWowOptions], document: object) -> list[events.Event]:
        return load(setup, document)

    def decide(
        self, state: PowWowState, command: commands.Command, seat: Seat | None, rng: Rng
    ) -> list[events.Event]:
        """Refuse with the first violation (§11.5), else the command's events; never draws."""
        refusal = violation(state, command, seat)
        if refusal is not None:
            raise IllegalMove(refusal)
        made = decision(state)
        match command:
            case Reveal():
                reveal.reveal(made, command, _seat(seat))
            case Claim():
                claims.claim(made, command, _seat(seat))
            case Pass():
                claims.pass_(made, command, _seat(seat))
            case Choose():
                resolution.choose(made, command)
            case WindowDeadline():
                claims.close_by_timer(made, command)
            case ChoiceDeadline():
                resolution.choose_by_timer(made)
            case RevealDeadline():
                reveal.reveal_by_timer(made, command)
            case _:
                assert_never(command)
        return made.events

    def evolve(self, state: PowWowState, event: events.Event) -> PowWowState:
        return evolve(state, event)

    def legal_moves(self, state: PowWowState, seat: Seat) -> Sequence[commands.Command]:
        return legal_commands(state, seat)

    def to_move(self, state: PowWowState) -> frozenset[Seat]:
        return to_move(state)

    def view(self, state: PowWowState, seat: Seat | None) -> PowWowView:
        return view(state, seat)

    def redact(self, event: events.Event, seat: Seat | None) -> events.Event:
        return redact(event, seat)

    def outcome(self, state: PowWowState) -> Outcome | None:
        return outcome(state)

    def deadline(self, state: PowWowState) -> Deadline[commands.Command] | None:
        return timers.deadline(state)

    def position(self, state: PowWowState) -> PowWowPosition | None:
        return position.export(state)

    def evaluate(self, view: msgspec.Struct, seat: Seat) -> float:
        """The greedy bot's score (evaluation.py): the seat's own view only."""
        assert isinstance(view, PowWowView)
        return evaluation.evaluate(view, seat)

    def recorded_draws(self, state: PowWowState, event: events.Event) -> Draws:
        """The draws `event` records (draws.py): checks a game log without its seed."""
        return recorded(state, event)


def _seat(seat: Seat | None) -> Seat:
    assert seat is not None  # `violation` refuses a player command from the system
    return seat


RULES = PowWowRules()
