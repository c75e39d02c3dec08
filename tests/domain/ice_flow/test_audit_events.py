"""Audit: event tags, field names and the event sequences RULES §17.3 prescribes.

Events reach clients as `msgspec.to_builtins(event)`; a renamed field fails an external
client even when the engine is internally consistent, so the keys are checked literally.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.kernel import Rng, fold
from tests.domain.ice_flow.helpers import CARDS, HOME, after, at, document, floe, setup
from tests.domain.ice_flow.test_events import SAMPLES
from tests.kit.decider import given

# RULES §17.3, the event table: tag → data keys.
TABLE: dict[str, set[str]] = {
    "game_started": {"players", "start_player", "options", "from_position"},
    "deck_shuffled": {"order"},
    "explorer_placed": {"seat", "explorer", "camp"},
    "setup_tiles_drawn": {"hands"},
    "deck_reshuffled": {"order"},
    "card_revealed": {"card"},
    "tile_drawn": {"seat", "tile"},
    "floe_placed": {"seat", "tile", "hex", "rotation", "card", "items_to", "items"},
    "explorers_picked_up": {"floe", "hex", "explorers"},
    "turn_started": {"seat"},
    "floe_drifted": {"seat", "floe", "path", "left_strait", "stranded", "returned"},
    "floe_rotated": {"seat", "floe", "clockwise", "rotation"},
    "explorer_stepped": {"seat", "explorer", "from", "to", "rope", "fish", "rope_to", "escape"},
    "movement_ended": {"seat", "explorer", "space"},
    "bear_moved": {"seat", "from", "direction", "to", "fish"},
    "bear_stuck": {"space"},
    "explorer_rescued": {"seat", "explorer", "camp"},
    "item_collected": {"seat", "explorer", "item"},
    "collect_skipped": {"seat"},
    "item_dropped": {"seat", "explorer", "item", "onto"},
    "went_fishing": {"seat", "fish"},
    "turn_ended": {"seat"},
    "game_ended": {"winner"},
    "position_loaded": {
        "players", "active_seat", "explorers", "floes", "island", "backpacks", "draw_pile",
        "discard_pile",
    },
}  # fmt: skip

UNREDACTED = [e for e in SAMPLES if not (isinstance(e, ev.DeckShuffled) and e.order is None)]


@pytest.mark.parametrize("event", UNREDACTED, ids=lambda e: type(e).__name__)
def test_every_event_carries_exactly_the_fields_of_the_rules_table(event: ev.Event) -> None:
    data = msgspec.to_builtins(event)
    tag = data.pop("type")
    assert tag.startswith("ice_flow.")
    assert set(data) == TABLE[tag.removeprefix("ice_flow.")]


def test_every_tag_of_the_rules_table_is_an_event_type() -> None:
    tags = {msgspec.to_builtins(e)["type"].removeprefix("ice_flow.") for e in SAMPLES}
    assert tags == set(TABLE)


def test_item_counts_are_named_rope_fish_bear() -> None:
    placed = msgspec.to_builtins(SAMPLES[8])
    assert placed["items"] == {"rope": 2, "fish": 1, "bear": 0}
    drifted = msgspec.to_builtins(SAMPLES[11])
    assert drifted["returned"] == {"rope": 0, "fish": 0, "bear": 0}


def test_the_type_tag_comes_first() -> None:
    for event in SAMPLES:
        assert next(iter(msgspec.to_builtins(event))) == "type"


def test_deck_orders_are_redacted_to_a_count_for_every_seat_and_spectators() -> None:
    shuffled = ev.DeckShuffled(order=CARDS)
    reshuffled = ev.DeckReshuffled(order=CARDS[:5])
    for seat in (0, 1, None):
        assert msgspec.to_builtins(RULES.redact(shuffled, seat)) == {
            "type": "ice_flow.deck_shuffled",
            "count": 16,
        }
        assert msgspec.to_builtins(RULES.redact(reshuffled, seat)) == {
            "type": "ice_flow.deck_reshuffled",
            "count": 5,
        }


def test_the_loaded_draw_pile_is_redacted_to_a_count_and_nothing_else_changes() -> None:
    loaded = RULES.load_position(setup(2), document(draw_pile=CARDS[:4], discard_pile=CARDS[4:]))
    full = msgspec.to_builtins(loaded[1])
    for seat in (0, 1, None):
        copy = msgspec.to_builtins(RULES.redact(loaded[1], seat))
        assert copy.pop("count") == 4
        assert copy == {k: v for k, v in full.items() if k != "draw_pile"}


def _plain(value: Any) -> Any:
    """JSON values exactly as a client receives them (lists, not tuples)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def _decide(g: Any, command: Any, seat: int) -> list[dict[str, Any]]:
    return [_plain(e) for e in g.when(command, seat).events()]


def _types(events: list[Any]) -> list[str]:
    return [msgspec.to_builtins(e)["type"].removeprefix("ice_flow.") for e in events]


def test_the_setup_sequence_of_a_fresh_game() -> None:
    options = IceFlowOptions(start_player=1)
    events = RULES.start(setup(2, options), Rng("audit", 0))
    assert _types(events) == ["game_started", "deck_shuffled"]
    assert msgspec.to_builtins(events[0]) == {
        "type": "ice_flow.game_started",
        "players": 2,
        "start_player": 1,
        "options": {"start_player": 1},
        "from_position": False,
    }
    g = given(RULES, *events, options=options)
    produced: list[list[str]] = []
    while g.state.phase != "turn":
        seat = next(iter(RULES.to_move(g.state)))
        move = RULES.legal_moves(g.state, seat)[0]
        produced.append(_types(g.when(move, seat).events()))
        g = after(g, (move, seat))
    assert produced[:5] == [["explorer_placed"]] * 5
    assert produced[5] == ["explorer_placed", "setup_tiles_drawn", "card_revealed"]
    assert produced[6:17] == [["floe_placed", "card_revealed"]] * 11
    assert produced[17] == ["floe_placed", "turn_started"]
    assert g.state.active == 1


def test_end_turn_emits_turn_ended_and_turn_started_for_the_next_seat() -> None:
    g = after(at(players=3, active=2, floes=[floe("T01", "3,3")]), (cmd.Rotate("T01", True), 2))
    assert _decide(g, cmd.EndTurn(), 2) == [
        {"type": "ice_flow.turn_ended", "seat": 2},
        {"type": "ice_flow.turn_started", "seat": 0},
    ]


def test_a_discovery_with_an_empty_bag_and_an_empty_draw_pile() -> None:
    floes = [
        floe(f"T{i + 1:02d}", f"{col},{row}")
        for i, (col, row) in enumerate((c, r) for c in (0, 2, 5, 7) for r in range(1, 7))
    ]
    explorers = ["0,6", *HOME[2][1:]]  # explorer 0 rides T06, which drifts out
    g = at(explorers=explorers, floes=floes, draw_pile=(), discard_pile=CARDS)
    events = g.when(cmd.Discover("T06"), 0).events()
    assert _types(events) == ["floe_drifted", "tile_drawn", "deck_reshuffled", "card_revealed"]
    assert _plain(events[0]) == {
        "type": "ice_flow.floe_drifted",
        "seat": 0,
        "floe": "T06",
        "path": [],
        "left_strait": True,
        "stranded": [0],
        "returned": {"rope": 0, "fish": 0, "bear": 0},
    }
    assert msgspec.to_builtins(events[1]) == {
        "type": "ice_flow.tile_drawn",
        "seat": 0,
        "tile": "T06",
    }
    reshuffled = events[2]
    assert isinstance(reshuffled, ev.DeckReshuffled)
    assert sorted(reshuffled.order or ()) == sorted(CARDS)
    assert events[3] == ev.CardRevealed(card=(reshuffled.order or ())[0])
    g = after(g, (cmd.Discover("T06"), 0))
    free = ("0,0", "1,6", "2,0", "3,6", "5,0", "6,6", "7,0", "8,6")
    assert sorted(RULES.legal_moves(g.state, 0), key=repr) == sorted(
        (cmd.PlaceFloe("T06", h, r) for h in free for r in range(6)), key=repr
    )
    placed = g.when(cmd.PlaceFloe("T06", "7,0", 3), 0).events()
    assert _types(placed) == ["floe_placed"]


def test_a_movement_emits_one_event_per_step_then_movement_ended_on_stop() -> None:
    g = at(explorers=["2,2", *HOME[2][1:]], floes=[floe("T09", "2,2"), floe("T10", "3,2")])
    assert _decide(g, cmd.Step(0, "3,2"), 0) == [
        {
            "type": "ice_flow.explorer_stepped", "seat": 0, "explorer": 0, "from": "2,2",
            "to": "3,2", "rope": 0, "fish": 0, "rope_to": None, "escape": False,
        }
    ]  # fmt: skip
    g = after(g, (cmd.Step(0, "3,2"), 0))
    assert _decide(g, cmd.Stop(), 0) == [
        {"type": "ice_flow.movement_ended", "seat": 0, "explorer": 0, "space": "3,2"}
    ]


def test_a_step_into_siberia_ends_the_movement_without_stop() -> None:
    g = at(explorers=["0,0", *HOME[2][1:]], floes=[floe("T09", "0,0")])
    assert _types(g.when(cmd.Step(0, "-1,0"), 0).events()) == [
        "explorer_stepped",
        "movement_ended",
    ]


def test_the_winning_step_is_followed_by_game_ended_and_nothing_else() -> None:
    g = at(explorers=["-1,0", "-1,2", "0,4", *HOME[2][3:]], floes=[floe("T09", "0,4")])
    events = g.when(cmd.Step(2, "-1,4"), 0).events()
    assert _types(events) == ["explorer_stepped", "game_ended"]
    assert msgspec.to_builtins(events[1]) == {"type": "ice_flow.game_ended", "winner": 0}
    state = g.when(cmd.Step(2, "-1,4"), 0).state()
    assert RULES.to_move(state) == frozenset()
    assert all(RULES.legal_moves(state, s) == [] for s in (0, 1))
    outcome = RULES.outcome(state)
    assert outcome is not None
    assert (outcome.winners, outcome.ranks, outcome.scores) == ((0,), (1, 2), (1, 0))


def test_loading_a_position_appends_three_events_and_draws_nothing() -> None:
    doc = document(active=1)
    events = RULES.load_position(setup(2), doc)
    assert _types(events) == ["game_started", "position_loaded", "turn_started"]
    assert msgspec.to_builtins(events[0]) == {
        "type": "ice_flow.game_started",
        "players": 2,
        "start_player": 1,
        "options": {"start_player": None},
        "from_position": True,
    }
    loaded = _plain(events[1])
    assert loaded.pop("type") == "ice_flow.position_loaded"
    assert loaded == doc
    assert msgspec.to_builtins(events[2]) == {"type": "ice_flow.turn_started", "seat": 1}
    state = fold(RULES, setup(2), events)
    assert RULES.to_move(state) == {1}
