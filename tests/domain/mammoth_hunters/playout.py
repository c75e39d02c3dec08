"""Seeded random playouts with the contract checks of the brief (used by the property tests
and to generate golden games)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, Rng, fold
from service.domain.mammoth_hunters import RULES, data
from service.domain.mammoth_hunters.commands import (
    DiscardCard,
    Done,
    DrawCard,
    HunterRef,
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
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    CardDiscarded,
    CardPutAway,
    PositionLoaded,
)
from service.domain.mammoth_hunters.state import Options, State

CAP = 4000


@dataclass
class Game:
    players: int
    options: Options
    seed: str
    events: list[Any] = field(default_factory=list)
    moves: list[tuple[int, Any, list[Any]]] = field(default_factory=list)
    state: State | None = None


def roundtrip(event: Any) -> None:
    encoded = msgspec.json.encode(event)
    assert msgspec.convert(msgspec.json.decode(encoded), RULES.Event) == event


def secrets_of_others(state: State, seat: int | None) -> set[str]:
    """Card ids the seat may not see now: other hands, both decks, hidden discards."""
    hidden = set(state.light_deck + state.dark_deck)
    hidden |= {p.card for p in state.light_pile + state.dark_pile if p.hidden}
    for other, s in enumerate(state.seats):
        if other != seat:
            hidden |= set(s.hand)
    return hidden


def check_view(state: State, seat: int | None) -> None:
    view = RULES.view(state, seat)
    text = msgspec.json.encode(view).decode()
    if RULES.outcome(state) is None:
        leaked = [c for c in secrets_of_others(state, seat) if f'"{c}"' in text]
        assert not leaked, (seat, leaked)
        assert view.revealed is None
    if seat is None:
        assert view.hand is None
    else:
        assert view.hand == state.seats[seat].hand


def check_redacted(event: Any, state: State) -> None:
    for seat in (None, *range(state.players)):
        copy = RULES.redact(event, seat)
        roundtrip(copy)
        text = msgspec.json.encode(copy).decode()
        own = isinstance(event, CardPutAway | CardDiscarded) and event.seat == seat
        secrets = secrets_of_others(state, seat)
        if own:
            secrets.discard(event.card)
        leaked = [c for c in secrets if f'"{c}"' in text]
        assert not leaked, (type(event).__name__, seat, leaked)
        if isinstance(copy, CampfiresPlaced):
            assert copy.stacks == {} and copy.aside == ()
        if isinstance(copy, PositionLoaded):
            assert all(isinstance(r.campfires, int) for r in copy.regions.values())


def wrong_commands(state: State, seat: int, r: random.Random) -> list[Any]:
    """A varied sample of commands, most of them illegal now."""
    region = r.randint(0, 13)
    other = r.randint(0, 13)
    owner = r.randrange(state.players + 1)
    hand = state.seats[seat].hand
    card = r.choice([*hand, *data.LIGHT_CARDS[:3], *data.DARK_CARDS[:3]])
    target = r.choice([None, seat, (seat + 1) % state.players, 9])
    pile = r.choice([None, "light", "dark"])
    option = r.choice([None, "place_from_supply", "move_adjacent", "move_non_adjacent"])
    clubbed = r.random() < 0.3
    club = r.random() < 0.3
    return [
        PlaceInitial(region=region),
        PlayCard(card=card, option=option, pile=pile, target=target),  # type: ignore[arg-type]
        PutAway(card=card),
        PlaceHunter(region=region, club=club),
        MoveHunter(owner=owner, from_region=region, to_region=other, clubbed=clubbed, club=club),
        SwapHunters(
            a=HunterRef(owner=owner, region=region, clubbed=clubbed),
            b=HunterRef(owner=r.randrange(state.players), region=other),
            club=club,
        ),
        RemoveHunter(owner=owner, region=region, clubbed=clubbed),
        PlaceMammoth(region=region),
        MoveMammoth(from_region=region, to_region=other),
        RemoveMammoth(region=region),
        MoveCampfire(from_region=region, to_region=other),
        TakeClub(attach_to=r.choice([None, region])),
        Done(),
        DiscardCard(card=card),
        SkipDiscard(),
        DrawCard(deck=r.choice(["light", "dark"])),  # type: ignore[arg-type]
        PlaceGlacier(region=region),
        PassGlacier(),
    ]


def play(
    players: int,
    options: Options,
    seed: str,
    *,
    check: bool = True,
    check_all: bool = False,
) -> Game:
    """A full random game; with `check`, every contract of the brief is asserted on the way."""
    r = random.Random(seed)
    game = Game(players, options, seed)
    game.events = RULES.start(players, options, Rng(seed, 0))
    state: State = fold(RULES, players, options, game.events)
    for event in game.events:
        roundtrip(event)
        if check:
            check_redacted(event, state)
    steps = 0
    while RULES.outcome(state) is None:
        steps += 1
        assert steps <= CAP, "the game did not terminate"
        movers = RULES.to_move(state)
        assert len(movers) == 1
        (seat,) = movers
        moves = RULES.legal_moves(state, seat)
        assert moves, "a seat to move always has a legal move"
        if check:
            _check_step(state, seat, moves, r, check_all, len(game.events))
        others = [m for m in moves if not isinstance(m, Done)]
        move = r.choice(others) if others and r.random() < 0.8 else r.choice(moves)
        new = RULES.decide(state, move, seat, Rng(seed, len(game.events)))
        for event in new:
            state = RULES.evolve(state, event)
            roundtrip(event)
        if check:
            for event in new:
                check_redacted(event, state)
        game.moves.append((seat, move, new))
        game.events += new
    assert RULES.to_move(state) == frozenset()
    assert all(RULES.legal_moves(state, s) == [] for s in range(players))
    if check:
        assert fold(RULES, players, options, game.events) == state
        for seat in (None, *range(players)):
            RULES.view(state, seat)
    game.state = state
    return game


def _check_step(
    state: State, seat: int, moves: list[Any], r: random.Random, check_all: bool, version: int
) -> None:
    assert RULES.outcome(state) is None and RULES.to_move(state)
    assert RULES.deadline(state) is None
    sample = moves if check_all or len(moves) <= 6 else r.sample(moves, 6)
    for move in sample:
        RULES.decide(state, move, seat, Rng("probe", version))
    listed = set(moves)
    for wrong in wrong_commands(state, seat, r):
        if wrong in listed:
            RULES.decide(state, wrong, seat, Rng("probe", version))
            continue
        with pytest.raises(IllegalMove):
            RULES.decide(state, wrong, seat, Rng("probe", version))
    for other in range(state.players):
        if other != seat:
            assert RULES.legal_moves(state, other) == []
            with pytest.raises(IllegalMove) as caught:
                RULES.decide(state, moves[0], other, Rng("probe", version))
            assert caught.value.code == "not_your_turn"
    for viewer in (None, *range(state.players)):
        check_view(state, viewer)
    if r.random() < 0.05:
        doc = RULES.position(state)
        if doc is not None:
            plain = msgspec.json.decode(msgspec.json.encode(doc))
            loaded = RULES.load_position(
                state.players, Options(short_game=state.options.short_game), plain
            )
            again = fold(RULES, state.players, loaded[0].options, loaded)
            assert again == msgspec.structs.replace(state, options=loaded[0].options)
