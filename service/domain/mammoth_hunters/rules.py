"""Mammoth Hunters as a kernel `Rules`: a thin dispatcher over the rule modules."""

from __future__ import annotations

from typing import Any

from service.domain.kernel import Deadline, IllegalMove, Outcome, Rng
from service.domain.mammoth_hunters import codes, data, glacier, legality, setup, turns
from service.domain.mammoth_hunters.commands import Command as AnyCommand
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
from service.domain.mammoth_hunters.emitter import Emitter
from service.domain.mammoth_hunters.events import Event as AnyEvent
from service.domain.mammoth_hunters.evolve import evolve
from service.domain.mammoth_hunters.position import Position as PositionDoc
from service.domain.mammoth_hunters.position import export, load
from service.domain.mammoth_hunters.redact import redact
from service.domain.mammoth_hunters.state import Options as GameOptions
from service.domain.mammoth_hunters.state import Over, State
from service.domain.mammoth_hunters.view import View as ViewDoc
from service.domain.mammoth_hunters.view import view


class MammothHunters:
    """RULES.md of Mammoth Hunters (alea's *Eiszeit*), 3–5 players."""

    name = data.GAME
    title = data.TITLE
    min_players = data.MIN_PLAYERS
    max_players = data.MAX_PLAYERS
    Options = GameOptions
    Command = AnyCommand
    Event = AnyEvent
    View = ViewDoc
    Position = PositionDoc

    def initial_state(self, players: int, options: Any) -> State:
        return setup.initial_state(players, options)

    def start(self, players: int, options: Any, rng: Rng) -> list[Any]:
        return list(setup.start(players, options, rng))

    def decide(self, state: State, command: AnyCommand, seat: int | None, rng: Rng) -> list[Any]:
        code = legality.violation(state, seat, command)
        if code is not None:
            raise codes.refuse(code)
        assert seat is not None
        em = Emitter(state)
        _dispatch(em, seat, command, rng)
        return list(em.events)

    def evolve(self, state: State, event: AnyEvent) -> State:
        return evolve(state, event)

    def legal_moves(self, state: State, seat: int) -> list[Any]:
        return list(legality.legal_moves(state, seat))

    def to_move(self, state: State) -> frozenset[int]:
        return legality.to_move(state)

    def view(self, state: State, seat: int | None) -> ViewDoc:
        return view(state, seat, self.outcome(state))

    def redact(self, event: AnyEvent, seat: int | None) -> AnyEvent | None:
        return redact(event, seat)

    def outcome(self, state: State) -> Outcome | None:
        if not isinstance(state.phase, Over):
            return None
        ranks, winners = glacier.standings(state)
        return Outcome(
            scores=tuple(s.vp for s in state.seats),
            ranks=ranks,
            winners=winners,
            reason="most_vp",
        )

    def deadline(self, state: State) -> Deadline | None:
        return None

    def position(self, state: State) -> PositionDoc | None:
        return export(state)

    def load_position(self, players: int, options: Any, document: Any) -> list[Any]:
        return list(load(players, options, document))


def _dispatch(em: Emitter, seat: int, command: AnyCommand, rng: Rng) -> None:
    match command:
        case PlaceInitial(region=region):
            return setup.place_initial(em, seat, region)
        case PlayCard():
            return turns.play(em, seat, command, rng)
        case PutAway(card=card):
            return turns.put_away(em, seat, card, rng)
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
            return turns.sub_step(em, seat, command, rng)
        case Done():
            return turns.done(em, seat, rng)
        case DiscardCard(card=card):
            return turns.discard(em, seat, card, rng)
        case SkipDiscard():
            return turns.skip_discard(em, seat, rng)
        case DrawCard(deck=deck):
            return turns.draw(em, seat, deck, rng)
        case PlaceGlacier(region=region):
            return glacier.place_glacier(em, seat, region, rng)
        case PassGlacier():
            return glacier.pass_glacier(em, seat, rng)


RULES = MammothHunters()

__all__ = ["RULES", "IllegalMove", "MammothHunters"]
