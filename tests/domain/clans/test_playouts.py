"""Random legal games to the end for 2, 3 and 4 players (STYLE §11): the rules contract."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from service.domain.clans import RULES
from service.domain.clans.board import NEIGHBOURS
from service.domain.clans.commands import ChooseVillage, Move
from service.domain.clans.events import ClansDealt
from service.domain.clans.state import Moving, State
from service.domain.kernel import IllegalMove, Rng, fold
from tests.domain.clans.helpers import colour_values

MAX_COMMANDS = 200
"""A move cap the game never reaches: every move empties a field, so at most 59 moves."""


def _roundtrips(event: Any) -> None:
    assert msgspec.convert(msgspec.json.decode(msgspec.json.encode(event)), RULES.Event) == event


def _accepts_every_listed_move(state: State, seat: int, listed: list[Any]) -> None:
    for command in listed:
        RULES.decide(state, command, seat, Rng("probe", 0))


def _refuses_unlisted(state: State, rng: Rng, listed: list[Any]) -> None:
    for _ in range(12):
        command: Any
        if rng.below(2):
            command = Move(from_=rng.below(62) - 1, to=rng.below(62) - 1)
        else:
            command = ChooseVillage(field=rng.below(62) - 1)
        seat = rng.below(state.players + 1) - 1
        actor = None if seat < 0 else seat
        if actor == state.active_seat and command in listed:
            continue
        with pytest.raises(IllegalMove):
            RULES.decide(state, command, actor, Rng("probe", 0))


def _no_leak(state: State, dealt: ClansDealt) -> None:
    over = RULES.outcome(state) is not None
    for seat in range(state.players):
        seen = colour_values(RULES.view(state, seat))
        copy = colour_values(RULES.redact(dealt, seat))
        allowed = set(state.clans) | set(state.unassigned) if over else {dealt.clans[seat]}
        assert seen <= allowed and copy == {dealt.clans[seat]}
    spectator = colour_values(RULES.view(state, None))
    assert spectator == (set(state.clans) | set(state.unassigned) if over else set())
    assert colour_values(RULES.redact(dealt, None)) == set()


def _invariants(state: State) -> None:
    """Every village is found the moment it forms (RULES §8.1, D6) and huts only ever leave."""
    for colour in range(5):
        assert sum(huts[colour] for huts in state.fields) <= 12
    if isinstance(state.phase, Moving):
        for field in range(60):
            if sum(state.fields[field]) and not state.is_village(field):
                assert any(sum(state.fields[n]) for n in NEIGHBOURS[field])
        document = msgspec.json.decode(msgspec.json.encode(RULES.position(state)))
        loaded = RULES.load_position(state.players, RULES.Options(), document)
        assert fold(RULES, state.players, RULES.Options(), loaded) == state
    else:
        assert RULES.position(state) is None


def playout(players: int, seed: str, probe: bool = True) -> tuple[State, list[Any]]:
    events = RULES.start(players, RULES.Options(), Rng(seed, 0))
    dealt = events[1]
    assert isinstance(dealt, ClansDealt)
    state: State = fold(RULES, players, RULES.Options(), events)
    for version in range(1, MAX_COMMANDS + 1):
        assert (RULES.to_move(state) == frozenset()) == (RULES.outcome(state) is not None)
        if not RULES.to_move(state):
            break
        rng = Rng(seed, version)
        (seat,) = RULES.to_move(state)
        listed = RULES.legal_moves(state, seat)
        assert listed
        if probe:
            _accepts_every_listed_move(state, seat, listed)
            _refuses_unlisted(state, rng, listed)
            _no_leak(state, dealt)
            _invariants(state)
        produced = RULES.decide(state, rng.choice(listed), seat, rng)
        for event in produced:
            _roundtrips(event)
            state = RULES.evolve(state, event)
        events.extend(produced)
    else:
        pytest.fail("the game did not terminate")
    _no_leak(state, dealt)
    assert fold(RULES, players, RULES.Options(), events) == state
    return state, events


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=3, deadline=None, derandomize=True)
@given(seed=st.text(min_size=1, max_size=8))
def test_random_legal_games_end_consistently(players: int, seed: str) -> None:
    state, _ = playout(players, seed)
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert len(outcome.scores) == players
    assert outcome.winners == tuple(s for s, r in enumerate(outcome.ranks) if r == 1)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=15, deadline=None, derandomize=True)
@given(seed=st.text(min_size=1, max_size=12))
def test_many_random_legal_games_end_consistently(players: int, seed: str) -> None:
    playout(players, seed)
