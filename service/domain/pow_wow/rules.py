"""Pow Wow as the platform hosts it: its parts, declared once (`RULES`, a kernel `Game`), and
the dispatch of an accepted command to the rule modules."""

from __future__ import annotations

from typing import assert_never

from service.domain.kernel import Game, Revision, Rng, Seat, decider
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
from service.domain.pow_wow.evolve import Decision, evolve
from service.domain.pow_wow.legality import legal_commands, to_move, violation
from service.domain.pow_wow.options import PowWowOptions
from service.domain.pow_wow.position import PowWowPosition
from service.domain.pow_wow.scoring import outcome
from service.domain.pow_wow.setup import initial_state, load, start
from service.domain.pow_wow.state import State
from service.domain.pow_wow.view import PowWowView, redact, view

REVISIONS = (
    Revision(number=1, date="2026-11-29", changes=("The first edition of this contract.",)),
)
"""The rules document's "Rules revisions": no change since the first edition."""


def dispatch(made: Decision, command: commands.Command, seat: Seat | None, rng: Rng) -> None:
    """An accepted command's events (§11.5: `violation` refused it first); never draws."""
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


def _seat(seat: Seat | None) -> Seat:
    assert seat is not None  # `violation` refuses a player command from the system
    return seat


RULES: Game[State, commands.Command, events.Event, PowWowOptions, PowWowView] = Game(
    name="pow_wow",
    title=TITLE,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    revisions=REVISIONS,
    upcasters=events.UPCASTERS,
    State=State,
    Options=PowWowOptions,
    Command=commands.Command,
    Event=events.Event,
    View=PowWowView,
    Position=PowWowPosition,
    initial_state=initial_state,
    start=start,
    load_position=load,
    decide=decider(violation, dispatch, evolve),
    evolve=evolve,
    legal_moves=legal_commands,
    to_move=to_move,
    view=view,
    redact=redact,
    outcome=outcome,
    deadline=timers.deadline,
    position=position.export,
    evaluate=evaluation.evaluate,
    recorded_draws=recorded,
)
"""Pow Wow (Stefan Dorra's *Apache*) for 2–5 players."""
