"""RULES §4 Setup, §15 Randomness, §16.1 Options (D28, D31, D37)."""

from __future__ import annotations

import pytest

from service.domain.kernel import HostedGame, IllegalMove, Rng, fold, host, latest_revision
from service.domain.mammoth_hunters import RULES, data
from service.domain.mammoth_hunters.commands import PlaceInitial
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    DecksShuffled,
    GameStarted,
    HandsDealt,
    InitialHunterPlaced,
    RoundStarted,
)
from service.domain.mammoth_hunters.state import Play, Preparatory
from tests.domain.mammoth_hunters.helpers import options, run, started, types
from tests.kit.decider import given
from tests.kit.setups import setup_for


def test_the_rules_object_is_hosted_on_the_kit() -> None:
    hosted: HostedGame = host(RULES)
    assert hosted.name == RULES.name == "mammoth_hunters"
    assert (RULES.min_players, RULES.max_players) == (3, 5)
    assert RULES.revisions[0].number == 1 and RULES.revisions[0].date == "2026-11-29"


def test_the_revisions_are_those_of_rules_md_and_new_games_get_the_latest() -> None:
    """RULES.md, "Rules revisions": 1 (2026-11-29), 2 (2026-12-01: D19)."""
    first, second = RULES.revisions
    assert (first.number, first.date) == (1, "2026-11-29")
    assert (second.number, second.date) == (2, "2026-12-01")
    assert len(second.changes) == 1 and second.changes[0].startswith("D19 (donation rounds")
    assert latest_revision(RULES.revisions) == 2


@pytest.mark.parametrize("revision", [1, 2])
def test_a_game_keeps_the_revision_it_was_created_with(revision: int) -> None:
    setup = setup_for(RULES, 3, revision=revision)
    state = fold(RULES, setup, list(RULES.start(setup, Rng("kept", 0))))
    assert state.rules_revision == revision
    state, _ = run(state, (PlaceInitial(region=5), state.start_player))
    assert state.rules_revision == revision


@pytest.mark.parametrize(
    ("players", "covered", "mammoths", "supply", "reserve"),
    [
        (3, [1, 2, 3, 4], [5, 6, 7, 8], 0, 20),
        (4, [1, 4], [2, 3, 6, 7], 1, 25),
        (5, [], [1, 2, 3, 4], 2, 30),
    ],
)
def test_glaciers_mammoths_and_the_dark_reserve_depend_on_the_player_count(
    players: int, covered: list[int], mammoths: list[int], supply: int, reserve: int
) -> None:
    """D31: the boxed mammoths and stones never enter play."""
    state = fold(RULES, setup_for(RULES, players), started(players))
    assert [n for n in data.REGIONS if state.region(n).covered] == covered
    assert [n for n in data.REGIONS if state.region(n).mammoths] == mammoths
    assert state.mammoth_supply() == supply
    assert state.dark_reserve == reserve
    assert state.light_reserve == 0
    assert all(s.stones == 4 for s in state.seats)
    assert all(state.pool(s) == 12 for s in range(players))
    assert state.club_supply() == 6


@pytest.mark.parametrize("players", [3, 4, 5])
def test_one_face_down_campfire_lies_on_each_open_region(players: int) -> None:
    state = fold(RULES, setup_for(RULES, players), started(players))
    opens = state.open_regions()
    assert all(len(state.region(n).campfires) == 1 for n in opens)
    values = [v for n in opens for v in state.region(n).campfires] + list(state.campfires_aside)
    assert sorted(values) == [0] * 4 + [1] * 5 + [2] * 5


def test_start_emits_game_started_decks_shuffled_and_campfires_placed_d37() -> None:
    """D37: start player, light deck, dark deck, campfires, in that order from the RNG."""
    events = started(3, seed="x")
    assert types(events) == ["GameStarted", "DecksShuffled", "CampfiresPlaced"]
    rng = Rng("x", 0)
    first = rng.below(3)
    light = tuple(rng.shuffled(data.LIGHT_CARDS))
    dark = tuple(rng.shuffled(data.DARK_CARDS))
    fires = rng.shuffled(data.CAMPFIRE_VALUES)
    game, decks, camp = events
    assert isinstance(game, GameStarted) and game.start_player == first
    assert game.colours == ("red", "blue", "green")
    assert isinstance(decks, DecksShuffled) and (decks.light, decks.dark) == (light, dark)
    assert isinstance(camp, CampfiresPlaced)
    assert [camp.stacks[str(n)] for n in range(5, 13)] == [(v,) for v in fires[:8]]
    assert camp.aside == tuple(fires[8:])


def test_the_start_player_option_is_used_and_draws_nothing_d28() -> None:
    events = started(4, options(start_player=2), seed="x")
    game = events[0]
    assert isinstance(game, GameStarted) and game.start_player == 2
    rng = Rng("x", 0)
    decks = events[1]
    assert isinstance(decks, DecksShuffled)
    assert decks.light == tuple(rng.shuffled(data.LIGHT_CARDS))


def test_the_same_seed_gives_the_same_setup() -> None:
    assert started(5, seed="a") == started(5, seed="a")


@pytest.mark.parametrize("start", [-1, 3, 7])
def test_a_start_player_outside_the_seats_is_invalid_options(start: int) -> None:
    with pytest.raises(IllegalMove) as caught:
        started(3, options(start_player=start))
    assert caught.value.code == "invalid_options"


def test_the_preparatory_round_goes_clockwise_from_the_start_player() -> None:
    events = started(3, options(start_player=1))
    state = fold(RULES, setup_for(RULES, 3, options(start_player=1)), events)
    assert RULES.to_move(state) == {1}
    state, _ = run(state, (PlaceInitial(region=5), 1))
    assert RULES.to_move(state) == {2}
    state, _ = run(state, (PlaceInitial(region=5), 2))
    assert RULES.to_move(state) == {0}


def test_a_preparatory_hunter_may_not_go_on_a_glacier() -> None:
    events = started(3, options(start_player=0))
    given(RULES, *events, players=3, options=options(start_player=0)).when(
        PlaceInitial(region=2), seat=0
    ).rejects("region_covered")
    given(RULES, *events, players=3, options=options(start_player=0)).when(
        PlaceInitial(region=13), seat=0
    ).rejects("unknown_region")
    given(RULES, *events, players=3, options=options(start_player=0)).when(
        PlaceInitial(region=5), seat=1
    ).rejects("not_your_turn")


def test_after_six_hunters_each_the_hands_are_dealt_seat_0_first_d37() -> None:
    chosen = options(start_player=2)
    events = started(3, chosen)
    state = fold(RULES, setup_for(RULES, 3, chosen), events)
    decks = events[1]
    assert isinstance(decks, DecksShuffled)
    produced: list[object] = []
    for i in range(18):
        seat = (2 + i) % 3
        assert isinstance(state.phase, Preparatory)
        state, new = run(state, (PlaceInitial(region=5 + i % 8), seat))
        produced += new
    assert types(produced[-3:]) == ["InitialHunterPlaced", "HandsDealt", "RoundStarted"]
    dealt = produced[-2]
    assert isinstance(dealt, HandsDealt)
    assert dealt.hands[0] == decks.light[0:2] + decks.dark[0:3]
    assert dealt.hands[1] == decks.light[2:4] + decks.dark[3:6]
    assert dealt.hands[2] == decks.light[4:6] + decks.dark[6:9]
    begun = produced[-1]
    assert begun == RoundStarted(round=1, start_player=2, dark_reserve=20, light_reserve=0)
    assert isinstance(state.phase, Play) and state.active == 2
    assert all(state.on_board(s) == 6 and state.pool(s) == 6 for s in range(3))
    assert len(state.light_deck) == 33 - 6 and len(state.dark_deck) == 22 - 9
    assert all(isinstance(e, InitialHunterPlaced) for e in produced[:-2])
