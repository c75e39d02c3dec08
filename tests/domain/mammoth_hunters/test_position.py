"""RULES §16.9 the position document: export, validation of every condition, loading (D39)."""

from __future__ import annotations

import copy
from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, fold
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import Done, PlayCard
from service.domain.mammoth_hunters.events import (
    GameStarted,
    HandCount,
    LoadedDiscard,
    PositionLoaded,
)
from service.domain.mammoth_hunters.options import MammothHuntersOptions
from service.domain.mammoth_hunters.state import Play
from tests.domain.mammoth_hunters.helpers import (
    document,
    hands_with,
    loaded_events,
    playout,
    problems,
    run,
    setup,
    state_of,
)
from tests.kit.setups import plain, setup_for

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")


def test_the_rulebook_example_document_loads_into_a_turn_start_d39() -> None:
    doc = document(
        round=2,
        start_player=1,
        active=2,
        stones=[3, 8, 0],
        vp=[14, 11, 12],
        held=[0, 1, 0],
        hands=hands_with("L-TREK#1", "D-RAID1#2", "D-SPARK#1", "D-ARMS#3", "L-FIRE#2"),
        covered=[1, 2, 3, 4, 8],
        regions={
            6: {"hunters": {0: (2, 0), 2: (1, 1)}, "mammoths": 1, "campfires": [2]},
            9: {"hunters": {1: (3, 0)}},
        },
        dark_reserve=12,
        light_pile=[{"card": "L-SWAP#1"}, {"card": "L-FIRE#1", "hidden": True}],
    )
    events = loaded_events(doc)
    assert isinstance(events[0], GameStarted) and events[0].from_position
    assert events[0].start_player == 1
    assert isinstance(events[1], PositionLoaded)
    state = fold(RULES, setup(3), events)
    assert isinstance(state.phase, Play) and RULES.to_move(state) == {2}
    assert state.round == 2 and state.light_reserve == 9
    assert state.region(6).clubbed == (0, 0, 1) and state.club_supply() == 4
    assert state.pool(0) == 10
    exported = RULES.position(state)
    assert exported is not None
    assert msgspec.json.decode(msgspec.json.encode(exported)) == msgspec.json.decode(
        msgspec.json.encode(msgspec.convert(doc, RULES.Position))
    )


@pytest.mark.parametrize("players", [3, 4, 5])
def test_state_to_document_to_state_is_exact_at_every_turn_start_d39(players: int) -> None:
    game = playout(players, seed=f"pos{players}")
    state = fold(RULES, game.setup, [])
    checked = 0
    for event in game.log:
        state = RULES.evolve(state, event)
        doc = RULES.position(state)
        if doc is None or checked > 40:
            continue
        loaded = RULES.load_position(game.setup, plain(doc))
        assert fold(RULES, game.setup, loaded) == state
        checked += 1
    assert checked > 10


def test_only_a_turn_start_has_a_position_document_d39() -> None:
    doc = document(hands=hands_with(*HAND), regions={5: {"campfires": [1]}})
    state, _ = run(state_of(doc), (PlayCard(card="L-FIRE#1"), 0))
    assert RULES.position(state) is None
    state, _ = run(state, (Done(), 0))
    assert RULES.position(state) is None


def test_unknown_keys_missing_keys_and_wrong_types_are_all_listed() -> None:
    doc: dict[str, Any] = document(hands=hands_with(*HAND))
    doc["colour"] = "red"
    del doc["round"]
    doc["dark_reserve"] = "12"
    doc["seats"][0]["stones"] = True
    doc["regions"] = {"5": {"hunters": {"0": {"plain": "x"}}, "extra": 1}}
    found = problems(doc)
    assert len(found) == 6, found
    assert problems([1, 2]) == ("Expected `object`, got `array`",)


def test_every_broken_condition_is_listed_d39() -> None:
    doc: dict[str, Any] = document(hands=hands_with(*HAND))
    bad = copy.deepcopy(doc)
    bad["players"] = 4
    bad["round"] = 5
    bad["active_seat"] = 3
    bad["covered"] = [1, 2, 3, 9]
    bad["regions"] = {
        "2": {"hunters": {"0": {"plain": 13, "clubbed": 0}}, "mammoths": 5, "campfires": [2]},
        "7": {"hunters": {"1": {"plain": 0, "clubbed": 7}}, "mammoths": 0, "campfires": []},
    }
    bad["dark_reserve"] = 0
    bad["seats"][1]["hand"] = bad["seats"][1]["hand"][:1] + bad["seats"][0]["hand"][:1]
    found = problems(bad)
    expected_fragments = [
        "'players' is 4",
        "'round' must run",
        "'active_seat' must be a seat",
        "lacks the starting glaciers",
        "Region 2 is listed but covered",
        "13 hunters",
        "Too many mammoths",
        "exceed 6",
        "Campfire values",
        "'dark_reserve' must be at least 1",
        "total",
        "more than once",
        "Cards missing",
    ]
    for fragment in expected_fragments:
        assert any(fragment in p for p in found), (fragment, found)


def test_a_hand_of_five_cards_of_one_colour_is_invalid() -> None:
    doc = document(
        hands=hands_with("D-RAID2#1", "D-RAID2#2", "D-RAID2#3", "D-WAVE1#1", "D-WAVE1#2")
    )
    assert any("one colour" in p for p in problems(doc))


def test_a_start_player_option_with_a_position_is_invalid_options() -> None:
    doc = document(hands=hands_with(*HAND))
    with pytest.raises(IllegalMove) as caught:
        RULES.load_position(setup_for(RULES, 3, MammothHuntersOptions(start_player=0)), doc)
    assert caught.value.code == "invalid_options"


def test_the_round_limit_follows_the_short_game_option() -> None:
    doc = document(round=4, hands=hands_with(*HAND))
    assert any("'round'" in p for p in problems(doc, short_game=True))


def test_position_loaded_is_redacted_for_other_seats_and_spectators() -> None:
    doc = document(
        hands=hands_with(*HAND),
        regions={5: {"campfires": [2]}},
        light_pile=[{"card": "L-SWAP#1"}, {"card": "L-FIRE#2", "hidden": True}],
    )
    loaded = loaded_events(doc)[1]
    mine = RULES.redact(loaded, 0)
    assert isinstance(mine, PositionLoaded)
    assert mine.seats[0].hand == HAND
    assert mine.seats[1].hand == HandCount(light=2, dark=3)
    assert mine.decks.light == len(doc["decks"]["light"])
    assert mine.discards.light[-1] == LoadedDiscard(hidden=True)
    assert mine.discards.light[0].card == "L-SWAP#1"
    assert mine.regions["5"].campfires == 1
    spectator = RULES.redact(loaded, None)
    assert isinstance(spectator, PositionLoaded)
    assert all(isinstance(s.hand, HandCount) for s in spectator.seats)
