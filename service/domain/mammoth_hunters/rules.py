"""The Mammoth Hunters rules object: a thin dispatcher over the rule modules (kernel `Rules`
protocol), and the revisions of its RULES.md."""

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
from service.domain.mammoth_hunters.evolve import decision, evolve
from service.domain.mammoth_hunters.legality import legal_commands, to_move, violation
from service.domain.mammoth_hunters.options import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    MammothHuntersOptions,
)
from service.domain.mammoth_hunters.position import MammothHuntersPosition
from service.domain.mammoth_hunters.setup import initial_state, load, start
from service.domain.mammoth_hunters.state import State as MammothHuntersState
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
"""RULES.md, "Rules revisions": a game keeps the revision it was created with for its whole
life; the rule functions branch on `state.rules_revision` where a revision changed them."""


class MammothHuntersRules(
    Rules[MammothHuntersState, commands.Command, events.Event, MammothHuntersOptions]
):
    """Mammoth Hunters (alea's *Eiszeit*, Moon & Weissblum 2003) for 3–5 players."""

    name = data.GAME
    title = data.TITLE
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    revisions = REVISIONS
    upcasters: Upcasters = events.UPCASTERS
    State = MammothHuntersState
    Options = MammothHuntersOptions
    Command: object = commands.Command
    Event: object = events.Event
    View = MammothHuntersView
    Position = MammothHuntersPosition

    def initial_state(self, setup: Setup[MammothHuntersOptions]) -> MammothHuntersState:
        return initial_state(setup)

    def start(self, setup: Setup[MammothHuntersOptions], rng: Rng) -> list[events.Event]:
        return start(setup, rng)

    def load_position(
        self, setup: Setup[MammothHuntersOptions], document: object
    ) -> list[events.Event]:
        return load(setup, document)

    def decide(
        self, state: MammothHuntersState, command: commands.Command, seat: Seat | None, rng: Rng
    ) -> list[events.Event]:
        refusal = violation(state, command, seat)
        if refusal is not None:
            raise IllegalMove(refusal)
        assert seat is not None  # `violation` refuses the system: there are no timers
        made = decision(state)
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
        return made.events

    def evolve(self, state: MammothHuntersState, event: events.Event) -> MammothHuntersState:
        return evolve(state, event)

    def legal_moves(self, state: MammothHuntersState, seat: Seat) -> Sequence[commands.Command]:
        return legal_commands(state, seat)

    def to_move(self, state: MammothHuntersState) -> frozenset[Seat]:
        return to_move(state)

    def view(self, state: MammothHuntersState, seat: Seat | None) -> MammothHuntersView:
        return view(state, seat)

    def redact(self, event: events.Event, seat: Seat | None) -> events.Event:
        return redact(event, seat)

    def outcome(self, state: MammothHuntersState) -> Outcome | None:
        return ending.outcome(state)

    def deadline(self, state: MammothHuntersState) -> Deadline[commands.Command] | None:
        """Mammoth Hunters has no timers (RULES §16)."""
        return None

    def position(self, state: MammothHuntersState) -> MammothHuntersPosition | None:
        return position.export(state)

    def evaluate(self, view: msgspec.Struct, seat: Seat) -> float:
        """The greedy bot's score (evaluation.py): the seat's own view only."""
        assert isinstance(view, MammothHuntersView)
        return evaluation.evaluate(view, seat)

    def recorded_draws(self, state: MammothHuntersState, event: events.Event) -> Draws:
        """The draws `event` records (draws.py): checks a game log without its seed."""
        return recorded(state, event)


RULES = MammothHuntersRules()
