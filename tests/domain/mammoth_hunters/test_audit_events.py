"""RULES §16.7: every event tag and field name, the redacted copies, and the event sequences
the rules prescribe, checked on the JSON a client receives."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.events import PositionLoaded
from tests.domain.mammoth_hunters.helpers import (
    body,
    document,
    hands_with,
    loaded_events,
    options,
    plain,
    send,
    started,
    table,
)

P = "mammoth_hunters."

FIELDS: dict[str, set[str]] = {
    "game_started": {"players", "options", "colours", "start_player", "from_position"},
    "decks_shuffled": {"light", "dark"},
    "campfires_placed": {"round", "stacks", "aside"},
    "initial_hunter_placed": {"seat", "region"},
    "hands_dealt": {"hands"},
    "round_started": {"round", "start_player", "dark_reserve", "light_reserve"},
    "card_played": {
        "seat",
        "card",
        "copied",
        "pile",
        "option",
        "target",
        "paid",
        "from_dark",
        "from_light",
    },
    "final_round_stop": {"seat", "moved"},
    "hunter_placed": {"by", "region", "club"},
    "hunter_moved": {"by", "owner", "from_region", "to_region", "clubbed", "club"},
    "hunters_swapped": {"by", "a", "b", "club"},
    "hunter_removed": {"by", "owner", "region", "clubbed"},
    "mammoth_placed": {"by", "region"},
    "mammoth_moved": {"by", "from_region", "to_region"},
    "mammoth_removed": {"by", "region"},
    "campfire_moved": {"by", "from_region", "to_region"},
    "club_taken": {"by", "attach_to"},
    "part_ended": {"seat", "reason"},
    "card_put_away": {"seat", "card"},
    "card_discarded": {"seat", "card"},
    "discard_skipped": {"seat"},
    "deck_reshuffled": {"colour", "deck"},
    "card_drawn": {"seat", "colour", "card"},
    "turn_ended": {"seat"},
    "deployment_ended": {"round"},
    "campfires_revealed": {"stacks"},
    "conflict_resolved": {"region", "capacity", "removed"},
    "board_cleared": {"clubs_returned", "campfires_returned"},
    "round_scored": {"round", "gained", "vp"},
    "glacier_player_chosen": {"seat", "tied", "by_lot"},
    "glacier_placed": {"seat", "region", "hunters_returned", "mammoths_returned"},
    "glacier_passed": {"seat"},
    "stones_transferred": {"moved", "donations", "dark_reserve"},
    "game_ended": {"vp", "hunters_on_board", "stones", "ranks", "winners"},
    "position_loaded": {
        "players",
        "round",
        "start_player",
        "active_seat",
        "seats",
        "covered",
        "regions",
        "campfires_aside",
        "dark_reserve",
        "light_reserve",
        "decks",
        "discards",
    },
}
"""The data column of RULES §16.7 (extra fields, e.g. sizes for redacted copies, may follow)."""

EXACT = {"position_loaded", "card_played", "hunter_moved", "part_ended", "club_taken"}


def event_types() -> dict[str, Any]:
    info = msgspec.inspect.type_info(RULES.Event)
    return {t.tag: t for t in info.types}  # type: ignore[attr-defined]


def test_the_event_tags_are_exactly_the_table_of_the_rules() -> None:
    assert set(event_types()) == {P + name for name in FIELDS}


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_every_event_carries_the_fields_of_the_rules(name: str) -> None:
    names = {f.encode_name for f in event_types()[P + name].fields}
    assert FIELDS[name] <= names
    if name in EXACT:
        assert names == FIELDS[name]


# ---- redacted copies -----------------------------------------------------------------------


def test_drawn_discarded_and_put_away_cards_show_only_seat_and_colour_to_the_others() -> None:
    game = table("L-TER-STEPPE#1", "D-SPARK#1", "L-FIRE#1")
    send(
        game,
        (body("play", card="D-SPARK#1", target=1), 0),
        (body("discard", card="L-FIRE#1"), 0),
        (body("draw", deck="dark"), 0),
    )
    for event in game.log[2:]:
        if plain(event)["type"] in (P + "card_discarded", P + "card_drawn"):
            assert set(plain(event)) == {"type", "seat", "colour", "card"}
            assert plain(RULES.redact(event, 0)) == plain(event)
            for viewer in (1, 2, None):
                copy = plain(RULES.redact(event, viewer))
                assert copy == {
                    "type": plain(event)["type"],
                    "seat": 0,
                    "colour": copy["colour"],
                }


def test_setup_events_hide_deck_orders_campfire_values_and_other_hands() -> None:
    events = started(3, options(start_player=0), seed="audit")
    shuffled, placed = plain(RULES.redact(events[1], 1)), plain(RULES.redact(events[2], None))
    assert shuffled["light"] == [] and shuffled["dark"] == []
    assert (shuffled["light_size"], shuffled["dark_size"]) == (33, 22)
    assert placed["stacks"] == {} and placed["aside"] == []
    assert placed["counts"] == {str(n): 1 for n in range(5, 13)} and placed["aside_count"] == 6


def loaded_event() -> tuple[dict[str, Any], PositionLoaded]:
    hand = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")
    doc = document(
        hands=hands_with(*hand),
        regions={6: {"hunters": {0: (2, 0), 2: (1, 1)}, "mammoths": 1, "campfires": [2, 0]}},
        held=[0, 1, 0],
        light_pile=[{"card": "L-SWAP#1"}, {"card": "L-FIRE#2", "hidden": True}],
    )
    event = loaded_events(doc)[1]
    assert isinstance(event, PositionLoaded)
    return doc, event


def test_position_loaded_is_the_position_document_itself() -> None:
    doc, event = loaded_event()
    data = plain(event)
    assert data.pop("type") == P + "position_loaded"
    assert data == plain(msgspec.convert(doc, RULES.Position))


def test_position_loaded_redaction_replaces_every_secret_by_counts() -> None:
    doc, event = loaded_event()
    for viewer in (None, 0, 1, 2):
        copy = plain(RULES.redact(event, viewer))
        for seat, entry in enumerate(copy["seats"]):
            if seat == viewer:
                assert entry["hand"] == doc["seats"][seat]["hand"]
            else:
                light = sum(1 for c in doc["seats"][seat]["hand"] if c.startswith("L-"))
                assert entry["hand"] == {"light": light, "dark": 5 - light}
        assert copy["decks"] == {
            "light": len(doc["decks"]["light"]),
            "dark": len(doc["decks"]["dark"]),
        }
        assert copy["discards"]["light"] == [{"card": "L-SWAP#1"}, {"hidden": True}]
        assert copy["regions"]["6"]["campfires"] == 2
        assert copy["campfires_aside"] == 12
        assert copy["regions"]["6"]["hunters"] == doc["regions"]["6"]["hunters"]


# ---- sequences -----------------------------------------------------------------------------


def tags(events: list[Any]) -> list[str]:
    return [plain(e)["type"].removeprefix(P) for e in events]


def test_start_and_load_sequences() -> None:
    assert tags(started(3, seed="audit")) == [
        "game_started",
        "decks_shuffled",
        "campfires_placed",
    ]
    doc = document(start_player=2, active=1)
    begun, loaded = loaded_events(doc)
    assert tags([begun, loaded]) == ["game_started", "position_loaded"]
    assert plain(begun)["from_position"] is True and plain(begun)["start_player"] == 2


def test_a_turn_that_ends_the_phase_then_the_glacier_decision() -> None:
    hand = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")
    game = table(*hand, dark_reserve=1, regions={5: {"hunters": {1: (5, 0)}, "campfires": [0]}})
    first = send(game, (body("play", card="D-SPARK#3", target=1), 0))
    assert tags(first) == ["card_played"]
    rest = send(game, (body("done"), 1), (body("skip_discard"), 0), (body("draw", deck="light"), 0))
    assert tags(rest) == [
        "part_ended",
        "discard_skipped",
        "card_drawn",
        "turn_ended",
        "deployment_ended",
        "campfires_revealed",
        "conflict_resolved",
        "board_cleared",
        "round_scored",
        "glacier_player_chosen",
    ]
    seat = plain(rest[-1])["seat"]
    after = send(game, (body("pass_glacier"), seat))
    assert tags(after) == [
        "glacier_passed",
        "stones_transferred",
        "campfires_placed",
        "round_started",
    ]


def test_the_final_round_stop_sequence_d12() -> None:
    game = table("D-RAID2#1", "L-FIRE#1", round=4, dark_reserve=3)
    events = send(game, (body("play", card="D-RAID2#1"), 0))
    assert tags(events) == [
        "card_played",
        "final_round_stop",
        "deployment_ended",
        "campfires_revealed",
        "board_cleared",
        "round_scored",
        "game_ended",
    ]
    played = plain(events[0])
    assert played["target"] is None and played["from_dark"] == 0 and played["paid"] == 0
    assert plain(events[1]) == {"type": P + "final_round_stop", "seat": 0, "moved": 3}


def test_every_opponent_gets_a_part_and_an_empty_part_ends_exhausted_d34() -> None:
    game = table("D-WAVE1#1", "L-FIRE#1", active=0)
    events = send(game, (body("play", card="D-WAVE1#1"), 0), (body("done"), 1))
    assert tags(events) == ["card_played", "part_ended"]
    assert plain(events[1]) == {"type": P + "part_ended", "seat": 1, "reason": "done"}
    more = send(game, (body("place_hunter", region=5), 2))
    assert tags(more) == ["hunter_placed", "part_ended"]
    assert plain(more[1])["reason"] == "exhausted" and plain(more[1])["seat"] == 2
    sparks = table("D-SPARK#1", "L-FIRE#1")
    empty = send(sparks, (body("play", card="D-SPARK#1", target=2), 0))
    assert tags(empty) == ["card_played", "part_ended"]
    assert plain(empty[1]) == {"type": P + "part_ended", "seat": 2, "reason": "exhausted"}


def test_position_loaded_and_its_redacted_copies_round_trip_through_json() -> None:
    _, event = loaded_event()
    for copy in (event, *(RULES.redact(event, v) for v in (None, 0, 1))):
        decoded = msgspec.json.decode(msgspec.json.encode(copy), type=RULES.Event)
        assert decoded == copy
