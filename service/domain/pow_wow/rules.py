"""The Pow Wow rules engine: a thin dispatcher onto the rule modules (kernel protocol)."""

from __future__ import annotations

from typing import Any, assert_never

import msgspec

from service.domain.kernel import Deadline, Outcome, Rng
from service.domain.pow_wow import claims, legality, resolution, reveal, setup
from service.domain.pow_wow import commands as cmd
from service.domain.pow_wow import events as evt
from service.domain.pow_wow import options as opt
from service.domain.pow_wow import position as positions
from service.domain.pow_wow import view as views
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
from service.domain.pow_wow.evolve import evolve
from service.domain.pow_wow.scoring import outcome
from service.domain.pow_wow.state import State
from service.domain.pow_wow.timers import deadline


class PowWowRules:
    """Pow Wow (Stefan Dorra's *Apache*) for 2–5 players, RULES.md."""

    # Annotated with the protocol's own types: protocol attributes are invariant (kernel.Rules).
    name: str = "pow_wow"
    title: str = TITLE
    min_players: int = MIN_PLAYERS
    max_players: int = MAX_PLAYERS
    Options: type[msgspec.Struct] = opt.Options
    Command: Any = cmd.Command
    Event: Any = evt.Event
    View: type[msgspec.Struct] = views.View
    Position: type[msgspec.Struct] = positions.Position

    def initial_state(self, players: int, options: Any) -> State:
        return setup.initial_state(players, opt.coerce(options))

    def start(self, players: int, options: Any, rng: Rng) -> list[evt.Event]:
        return setup.start(players, opt.coerce(options), rng)

    def decide(
        self, state: State, command: cmd.Command, seat: int | None, rng: Rng
    ) -> list[evt.Event]:
        """Refuse with the first violation (§11.5), else the command's events; never draws."""
        refused = legality.violation(state, command, seat)
        if refused is not None:
            raise refused
        match command:
            case Reveal():
                return list(reveal.revealed(state, command, _seat(seat)))
            case Claim():
                return claims.claimed(state, command, _seat(seat))
            case Pass():
                return claims.passed(state, command, _seat(seat))
            case Choose():
                return resolution.chosen(state, command)
            case WindowDeadline():
                return claims.closed_by_timer(state, command)
            case ChoiceDeadline():
                return resolution.defaulted(state)
            case RevealDeadline():
                return list(reveal.revealed_by_timer(state, command))
            case _:
                assert_never(command)

    def evolve(self, state: State, event: evt.Event) -> State:
        return evolve(state, event)

    def legal_moves(self, state: State, seat: int) -> list[cmd.Command]:
        return legality.legal_moves(state, seat)

    def to_move(self, state: State) -> frozenset[int]:
        return legality.to_move(state)

    def view(self, state: State, seat: int | None) -> views.View:
        return views.view(state, seat)

    def redact(self, event: evt.Event, seat: int | None) -> evt.Event:
        return views.redact(event, seat)

    def outcome(self, state: State) -> Outcome | None:
        return outcome(state)

    def deadline(self, state: State) -> Deadline | None:
        return deadline(state)

    def position(self, state: State) -> positions.Position | None:
        return positions.position(state)

    def load_position(self, players: int, options: Any, document: Any) -> list[evt.Event]:
        return positions.load_position(players, options, document)


def _seat(seat: int | None) -> int:
    assert seat is not None  # `violation` refused a seat command from the system
    return seat
