"""Mammoth Hunters as the platform hosts it: its parts, declared once (`RULES`, a kernel
`Game`), the dispatch of an accepted command to the rule modules, and its rules revisions."""

from __future__ import annotations

from typing import assert_never

from service.domain.kernel import Game, Revision, Rng, Seat, decider
from service.domain.mammoth_hunters import (
    commands,
    data,
    ending,
    evaluation,
    events,
    glacier,
    position,
    preparatory,
    turns,
)
from service.domain.mammoth_hunters.commands import (
    DiscardCard,
    Done,
    DrawCard,
    MoveCampfire,
    MoveHunter,
    MoveMammoth,
    PassGlacier,
    PlaceGlacier,
    PlaceHunter,
    PlaceInitial,
    PlaceMammoth,
    PlayCard,
    PutAway,
    RemoveHunter,
    RemoveMammoth,
    SkipDiscard,
    SwapHunters,
    TakeClub,
)
from service.domain.mammoth_hunters.draws import recorded
from service.domain.mammoth_hunters.evolve import Decision, evolve
from service.domain.mammoth_hunters.legality import legal_commands, to_move, violation
from service.domain.mammoth_hunters.options import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    MammothHuntersOptions,
)
from service.domain.mammoth_hunters.position import MammothHuntersPosition
from service.domain.mammoth_hunters.setup import initial_state, load, start
from service.domain.mammoth_hunters.state import State
from service.domain.mammoth_hunters.view import MammothHuntersView, redact, view

REVISIONS = (
    Revision(number=1, date="2026-11-29", changes=("The first edition of this contract.",)),
    Revision(
        number=2,
        date="2026-12-01",
        changes=(
            "D19 (donation rounds repeat until the dark reserve holds 10 or nobody can give).",
        ),
    ),
)
"""The rules document's "Rules revisions": a game keeps the revision it was created with for its
whole life; the rule functions branch on `state.rules_revision` where a revision changed them."""


def dispatch(made: Decision, command: commands.Command, seat: Seat | None, rng: Rng) -> None:
    """An accepted command's events, by the rule module that decides it."""
    assert seat is not None  # `violation` refuses the system: there are no timers
    match command:
        case PlaceInitial():
            preparatory.place_initial(made, seat, command.region)
        case PlayCard():
            turns.play(made, seat, command, rng)
        case PutAway():
            turns.put_away(made, seat, command.card, rng)
        case (
            PlaceHunter()
            | MoveHunter()
            | SwapHunters()
            | RemoveHunter()
            | PlaceMammoth()
            | MoveMammoth()
            | RemoveMammoth()
            | MoveCampfire()
            | TakeClub()
        ):
            turns.sub_step(made, seat, command, rng)
        case Done():
            turns.done(made, seat, rng)
        case DiscardCard():
            turns.discard(made, seat, command.card, rng)
        case SkipDiscard():
            turns.skip_discard(made, seat, rng)
        case DrawCard():
            turns.draw(made, seat, command.deck, rng)
        case PlaceGlacier():
            glacier.place_glacier(made, seat, command.region, rng)
        case PassGlacier():
            glacier.pass_glacier(made, seat, rng)
        case _:
            assert_never(command)


RULES: Game[State, commands.Command, events.Event, MammothHuntersOptions, MammothHuntersView] = (
    Game(
        name=data.GAME,
        title=data.TITLE,
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        revisions=REVISIONS,
        upcasters=events.UPCASTERS,
        State=State,
        Options=MammothHuntersOptions,
        Command=commands.Command,
        Event=events.Event,
        View=MammothHuntersView,
        Position=MammothHuntersPosition,
        initial_state=initial_state,
        start=start,
        load_position=load,
        decide=decider(violation, dispatch, evolve),
        evolve=evolve,
        legal_moves=legal_commands,
        to_move=to_move,
        view=view,
        redact=redact,
        outcome=ending.outcome,
        position=position.export,
        evaluate=evaluation.evaluate,
        recorded_draws=recorded,
    )
)
"""Mammoth Hunters (alea's *Eiszeit*, Moon & Weissblum 2003) for 3–5 players; no timers
(RULES §16)."""
