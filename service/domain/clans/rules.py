"""Clans as the platform hosts it: its parts, declared once (`RULES`, a kernel `Game`), and the
dispatch of an accepted command to the rule modules."""

from __future__ import annotations

from typing import assert_never

from service.domain.clans import commands, evaluation, events, position, turn, villages
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.draws import recorded
from service.domain.clans.ending import outcome
from service.domain.clans.evolve import Decision, evolve
from service.domain.clans.legality import legal_commands, to_move, violation
from service.domain.clans.options import MAX_PLAYERS, MIN_PLAYERS, ClansOptions
from service.domain.clans.position import ClansPosition
from service.domain.clans.setup import initial_state, load, start
from service.domain.clans.state import State
from service.domain.clans.view import ClansView, redact, view
from service.domain.kernel import Game, Revision, Rng, Seat, decider

REVISIONS = (
    Revision(number=1, date="2026-11-29", changes=("The first edition of this contract.",)),
)
"""The rules document's "Rules revisions": no change since the first edition."""


def dispatch(made: Decision, command: commands.Command, seat: Seat | None, rng: Rng) -> None:
    """An accepted command's events, by the rule module that decides it."""
    assert seat is not None  # `violation` refuses the system: Clans has no timers
    match command:
        case Move():
            turn.move(made, seat, command)
        case ChooseVillage():
            villages.choose(made, command.field)
        case _:
            assert_never(command)


RULES: Game[State, commands.Command, events.Event, ClansOptions, ClansView] = Game(
    name="clans",
    title="Clans",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    revisions=REVISIONS,
    upcasters=events.UPCASTERS,
    State=State,
    Options=ClansOptions,
    Command=commands.Command,
    Event=events.Event,
    View=ClansView,
    Position=ClansPosition,
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
    position=position.export,
    evaluate=evaluation.evaluate,
    recorded_draws=recorded,
)
"""Clans (Leo Colovini, 2002) for 2–4 players."""
