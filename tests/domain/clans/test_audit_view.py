"""Audit of RULES §12: view keys, hidden colours in views and in redacted events (D26)."""

from __future__ import annotations

from typing import Any

from service.domain.clans import RULES
from service.domain.kernel import Rng, fold
from tests.domain.clans.helpers import COLOURS, choose, doc, move, served, setup, table

VIEW_KEYS = [
    "seat",
    "my_clan",
    "players",
    "phase",
    "active_seat",
    "pending_villages",
    "fields",
    "villages",
    "chips_taken",
    "current_epoch",
    "chips",
    "scores",
    "removed",
    "clans",
    "unassigned",
    "outcome",
]
FAR = {"57": {"red": 1}, "58": {"blue": 1}}


def colour_values(value: Any) -> set[str]:
    """Colour names appearing as JSON values (hut maps are keyed by colour and reveal nothing)."""
    if isinstance(value, str):
        return {value} & set(COLOURS)
    if isinstance(value, dict):
        return set().union(*(colour_values(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(colour_values(v) for v in value))
    return set()


def started(players: int, seed: str = "view") -> tuple[list[Any], Any]:
    events = RULES.start(setup(players), Rng(seed, 0))
    return events, fold(RULES, setup(players), events)


def test_the_view_has_exactly_the_keys_rules_names() -> None:
    _, state = started(3)
    for seat in (0, 1, 2, None):
        seen = served(RULES.view(state, seat))
        assert sorted(seen) == sorted(VIEW_KEYS)
        assert seen["seat"] == seat
        assert seen["phase"] == "move"
        assert len(seen["fields"]) == 60
        assert seen["pending_villages"] == []
        assert seen["chips_taken"] == 0
        assert seen["current_epoch"] == 1
        assert seen["chips"] == [0, 0, 0]
        assert seen["scores"] == dict.fromkeys(COLOURS, 0)


def test_a_seat_sees_only_its_own_colour_and_a_spectator_none() -> None:
    for players in (2, 3, 4):
        events, state = started(players, f"s{players}")
        clans = served(events[1])["clans"]
        for seat in range(players):
            seen = served(RULES.view(state, seat))
            assert seen["my_clan"] == clans[seat]
            assert (seen["clans"], seen["unassigned"], seen["outcome"]) == (None, None, None)
            assert colour_values(seen) == {clans[seat]}
        spectator = served(RULES.view(state, None))
        assert spectator["my_clan"] is None
        assert colour_values(spectator) == set()


def test_the_redacted_deal_keeps_its_length_and_only_the_own_entry() -> None:
    events, _ = started(3, "deal")
    dealt = served(events[1])
    for seat in range(3):
        copies = [served(RULES.redact(e, seat)) for e in events]
        assert copies[0] == served(events[0])
        expected = [c if s == seat else None for s, c in enumerate(dealt["clans"])]
        assert copies[1] == {"type": "clans.clans_dealt", "clans": expected, "unassigned": None}
    spectator = served(RULES.redact(events[1], None))
    assert spectator == {
        "type": "clans.clans_dealt",
        "clans": [None, None, None],
        "unassigned": None,
    }


def test_a_loaded_deal_is_redacted_the_same_way() -> None:
    game = table(doc({"47": {"red": 1}, "48": {"blue": 1}, **FAR}, clans=["green", "black"]))
    assert served(RULES.redact(game.log[0], None)) == served(game.log[0])
    assert served(RULES.redact(game.log[1], 1)) == {
        "type": "clans.clans_dealt",
        "clans": [None, "black"],
        "unassigned": None,
    }
    assert colour_values(game.view(1)) == {"black"}
    assert colour_values(game.view(None)) == set()


def test_every_event_of_play_is_public_as_it_is() -> None:
    game = table(
        doc({"18": {"blue": 2}, "19": {"red": 1}, "46": {"green": 1}, **FAR}, chips_taken=3)
    )
    game.send(move(19, 18), 0)
    game.send(choose(18), 0)
    for event in game.log[2:]:
        for seat in (0, 1, None):
            assert RULES.redact(event, seat) == event


def test_the_pending_choice_villages_and_chips_are_public() -> None:
    fields = {"18": {"blue": 2}, "19": {"red": 1}, "46": {"yellow": 1, "green": 1}, **FAR}
    game = table(doc(fields, chips_taken=3, chips=[1, 2]))
    game.send(move(19, 18), 0)
    seen = game.view(None)
    assert seen["phase"] == "choose_village"
    assert seen["pending_villages"] == [18, 46]
    game.send(choose(18), 0)
    seen = game.view(1)
    assert seen["villages"] == [
        {"field": 18, "chip": 4, "epoch": 1, "value": 4},
        {"field": 46, "chip": 5, "epoch": 2, "value": 4},
    ]
    assert seen["chips"] == [3, 2]
    assert seen["chips_taken"] == 5
    assert seen["current_epoch"] == 2
    assert seen["scores"] == {"red": 4, "yellow": 4, "green": 4, "blue": 4, "black": 0}
    assert seen["fields"][18] == {"red": 1, "blue": 2}
    assert seen["fields"][19] == {}


def test_once_over_every_viewer_sees_the_same_clans_unassigned_and_outcome() -> None:
    game = table(
        doc({"47": {"red": 1}, "48": {"blue": 1}}, players=3, clans=["blue", "black", "red"])
    )
    game.send(move(48, 47), 0)
    views = [game.view(seat) for seat in (0, 1, 2, None)]
    assert [v["my_clan"] for v in views] == ["blue", "black", "red", None]
    for seen in views:
        assert seen["phase"] == "over"
        assert seen["current_epoch"] is None
        assert seen["clans"] == ["blue", "black", "red"]
        assert seen["unassigned"] == ["yellow", "green"]
        assert seen["outcome"] == views[0]["outcome"]
    outcome = views[0]["outcome"]
    assert outcome["reason"] == "no_legal_move"
    # village 47 (steppe, epoch I, neutral) of red and blue: 2 each; seat 0 took the chip.
    assert [
        (s["clan"], s["village_points"], s["chips"], s["total"], s["rank"], s["won"])
        for s in outcome["seats"]
    ] == [
        ("blue", 2, 1, 3, 1, True),
        ("black", 0, 0, 0, 3, False),
        ("red", 2, 0, 2, 2, False),
    ]
    assert outcome["unassigned_points"] == {"yellow": 0, "green": 0}
