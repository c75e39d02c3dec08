"""RULES §4, §5, §13: setup from the seed (D3, D4, D20)."""

from __future__ import annotations

from collections import Counter

import pytest

from service.domain.clans import RULES
from service.domain.clans.board import COLOURS, REGIONS
from service.domain.clans.events import ClansDealt, GameStarted
from service.domain.clans.state import Moving
from service.domain.kernel import Game, IllegalMove, Rng, fold, host
from tests.domain.clans.helpers import setup


def test_the_rules_object_implements_the_kernel_protocol() -> None:
    assert isinstance(RULES, Game)  # mypy checks each member against its declared type
    assert host(RULES).name == "clans"  # and hosting checks the declarations
    assert (RULES.name, RULES.min_players, RULES.max_players) == ("clans", 2, 4)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_returns_game_started_then_clans_dealt(players: int) -> None:
    events = RULES.start(setup(players), Rng("seed", 0))
    assert [type(e) for e in events] == [GameStarted, ClansDealt]


@pytest.mark.parametrize("seed", ["a", "b", "c", "d"])
def test_each_region_holds_one_hut_of_each_colour_D3(seed: str) -> None:
    started = RULES.start(setup(3), Rng(seed, 0))[0]
    assert isinstance(started, GameStarted)
    assert len(started.huts) == 60
    for region in REGIONS:
        assert sorted(started.huts[f] for f in region) == sorted(COLOURS)
    assert Counter(started.huts) == dict.fromkeys(COLOURS, 12)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_is_dealt_one_distinct_secret_colour_D20(players: int) -> None:
    dealt = RULES.start(setup(players), Rng("x", 0))[1]
    assert isinstance(dealt, ClansDealt)
    assert dealt.unassigned is not None
    assert len(dealt.clans) == players
    assert len(dealt.unassigned) == 5 - players
    assert sorted(c or "" for c in (*dealt.clans, *dealt.unassigned)) == sorted(COLOURS)


def test_the_first_player_is_drawn_at_random_D4() -> None:
    firsts = set()
    for n in range(40):
        started = RULES.start(setup(4), Rng(str(n), 0))[0]
        assert isinstance(started, GameStarted)
        firsts.add(started.first_seat)
    assert firsts == {0, 1, 2, 3}


def test_setup_is_deterministic_for_a_seed() -> None:
    a = RULES.start(setup(2), Rng("same", 0))
    b = RULES.start(setup(2), Rng("same", 0))
    assert a == b


def test_after_setup_the_first_seat_must_move() -> None:
    events = RULES.start(setup(3), Rng("s", 0))
    state = fold(RULES, setup(3), events)
    started = events[0]
    assert isinstance(started, GameStarted)
    assert isinstance(state.phase, Moving)
    assert RULES.to_move(state) == frozenset({started.first_seat})
    assert all(sum(huts) == 1 for huts in state.fields)


@pytest.mark.parametrize("players", [0, 1, 5])
def test_clans_is_for_two_to_four_players_D20(players: int) -> None:
    """The player count is the kit's to check (the game's `start` does not repeat it)."""
    with pytest.raises(IllegalMove) as caught:
        host(RULES).start(setup(players), Rng("s", 0))
    assert caught.value.code == "invalid_options"
    assert caught.value.message == f"Clans is played by 2–4 players, not {players}."


def test_before_the_start_nobody_moves() -> None:
    state = RULES.initial_state(setup(2))
    assert RULES.to_move(state) == frozenset()
    assert RULES.outcome(state) is None
    assert RULES.deadline(state) is None
