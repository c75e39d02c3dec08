"""A checked random playout of Pow Wow, shared by the property test and the golden games."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import msgspec

from service.domain.kernel import IllegalMove, Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.booty import productive
from service.domain.pow_wow.commands import (
    ChoiceDeadline,
    Choose,
    Claim,
    OptionBody,
    Pass,
    Reveal,
    RevealDeadline,
    WindowDeadline,
)
from service.domain.pow_wow.events import PositionLoaded, PrairieLaidOut
from service.domain.pow_wow.options import Options
from service.domain.pow_wow.state import State


@dataclass
class Game:
    seed: str
    players: int
    options: Options
    events: list[Any] = field(default_factory=list)
    steps: list[tuple[Any, int | None]] = field(default_factory=list)
    state: State | None = None


def _choose_move(state: State, chooser: random.Random) -> tuple[Any, int | None]:
    """A biased random player: mostly sensible claims, sometimes the system's timer."""
    deadline = RULES.deadline(state)
    assert deadline is not None
    if chooser.random() < 0.06:
        return deadline.command, None
    seat = chooser.choice(sorted(RULES.to_move(state)))
    moves = RULES.legal_moves(state, seat)
    claims = [m for m in moves if isinstance(m, Claim)]
    if claims:
        good = [m for m in claims if productive(state, seat, m.hand)]
        roll = chooser.random()
        if good and roll < 0.8:
            return chooser.choice(good), seat
        if roll < 0.1:
            return chooser.choice(claims), seat
        return moves[-1], seat
    return chooser.choice(moves), seat


PROBE = Rng("probe", 0)


def _refused(state: State, command: Any, seat: int | None) -> None:
    try:
        RULES.decide(state, command, seat, PROBE)
    except IllegalMove:
        return
    raise AssertionError(f"{command} from {seat} was accepted but not listed")


def _check_listing(state: State, chooser: random.Random) -> None:
    """Listed moves are accepted; a sample of unlisted ones is refused (one legality source)."""
    movers = RULES.to_move(state)
    assert (RULES.outcome(state) is None) == bool(movers)
    assert (RULES.deadline(state) is None) == (not movers)
    window = state.last_window
    probes: list[Any] = [
        Reveal(state.next_window, chooser.randrange(120)),
        Claim(window, "hunter"),
        Claim(window, chooser.choice(["chief", "shaman"])),
        Pass(window),
        Pass(window + 1),
        Choose(window, OptionBody(chooser.choice(["own", "teepees", "marriage"]))),
    ]
    timers = [WindowDeadline(window), ChoiceDeadline(window, 0), RevealDeadline(window + 1)]
    for seat in range(state.players):
        listed = RULES.legal_moves(state, seat)
        assert bool(listed) == (seat in movers)
        for move in listed:
            RULES.decide(state, move, seat, PROBE)
        for probe in probes:
            if probe not in listed:
                _refused(state, probe, seat)
        for timer in timers:
            _refused(state, timer, seat)


def _check_secrets(game: Game, state: State) -> None:
    """No view or event copy shows a face-down card before the end."""
    hidden = [f'"{card}"' for _, card in state.face_down]
    for seat in (None, *range(game.players)):
        text = msgspec.json.encode(RULES.view(state, seat)).decode()
        assert not any(card in text for card in hidden)
        for event in game.events[:2]:
            copy = RULES.redact(event, seat)
            if isinstance(copy, PrairieLaidOut):
                assert copy.cards is None
                assert copy.salt is None
            if isinstance(copy, PositionLoaded):
                assert all(f.card is None for f in copy.face_down)


def round_trip(event: Any) -> Any:
    """An event as the platform stores and reloads it."""
    return msgspec.convert(msgspec.json.decode(msgspec.json.encode(event)), RULES.Event)


def play(
    seed: str, players: int, options: Options, *, checks: bool = True, start: Any = None
) -> Game:
    """Play to the end from `start` events (default: `start`), checking invariants."""
    chooser = random.Random(seed)
    game = Game(seed, players, options)
    game.events = list(start or RULES.start(players, options, Rng(seed, 0)))
    state: State = fold(RULES, players, options, game.events)
    for _ in range(114 * (players + 4)):
        if RULES.outcome(state) is not None:
            break
        if checks:
            _check_listing(state, chooser)
            if chooser.random() < 0.1:
                _check_secrets(game, state)
        command, seat = _choose_move(state, chooser)
        new = RULES.decide(state, command, seat, Rng(seed, len(game.events)))
        game.steps.append((command, seat))
        for event in new:
            assert round_trip(event) == event
            state = RULES.evolve(state, event)
        game.events += new
    assert RULES.outcome(state) is not None, "the game did not terminate"
    assert RULES.to_move(state) == frozenset()
    assert fold(RULES, players, options, game.events) == state
    game.state = state
    return game
