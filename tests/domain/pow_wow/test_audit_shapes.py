"""Audit of RULES §11.1–§11.4: command tags and fields, event tags and fields as served, and
the exact event sequences one command appends; plus listing order (§11.5, D32)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.kernel import Deadline, Rng, decode_command, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import ChoiceDeadline, Command, RevealDeadline
from service.domain.pow_wow.options import PowWowOptions as Options
from tests.domain.pow_wow.helpers import choose, claim, game, pass_, reveal_slot, served, setup

EVENT_FIELDS = {
    "pow_wow.game_started": ["seats", "options", "first_revealer", "layout_commitment"],
    "pow_wow.prairie_laid_out": ["count", "cards", "salt"],
    "pow_wow.position_loaded": ["face_down", "table", "piles", "out_of_game", "revealer"],
    "pow_wow.card_revealed": ["window", "seat", "slot", "card", "by_timer"],
    "pow_wow.claim_made": ["window", "seat", "hand", "order", "productive"],
    "pow_wow.passed": ["window", "seat"],
    "pow_wow.window_closed": ["window", "reason", "silent"],
    "pow_wow.claim_penalized": ["window", "seat", "discarded"],
    "pow_wow.claim_came_up_empty": ["window", "seat"],
    "pow_wow.booty_taken": ["window", "seat", "option", "cards", "auto", "by_timer"],
    "pow_wow.tribute_paid": ["window", "from_seat", "to_seat", "cards"],
    "pow_wow.game_ended": ["scores", "winners", "ranks", "layout_salt"],
}
OPTION_FIELDS = {
    "war_tribute",
    "marriage",
    "sharing",
    "colours",
    "first_revealer",
    "claim_window_ms",
    "dead_window_ms",
    "choice_timeout_ms",
    "reveal_timeout_ms",
}


def decode(body: dict[str, Any]) -> Command:
    """A command body decoded as the platform decodes it."""
    return decode_command(RULES, msgspec.json.encode(body))


def assert_shape(event: dict[str, Any]) -> None:
    assert next(iter(event)) == "type"
    assert set(event) == {"type", *EVENT_FIELDS[event["type"]]}, event


# -- commands ----------------------------------------------------------------------------------

COMMANDS: list[dict[str, Any]] = [
    {"type": "pow_wow.reveal", "window": 1, "slot": 0},
    {"type": "pow_wow.claim", "window": 1, "hand": "hunter"},
    {"type": "pow_wow.pass", "window": 1},
    {"type": "pow_wow.choose", "window": 1, "option": {"kind": "own"}},
    {"type": "pow_wow.window_deadline", "window": 1},
    {"type": "pow_wow.choice_deadline", "window": 1, "seat": 0},
    {"type": "pow_wow.reveal_deadline", "window": 1},
]


@pytest.mark.parametrize("body", COMMANDS, ids=[c["type"] for c in COMMANDS])
def test_every_command_decodes_with_exactly_its_fields_and_encodes_back(
    body: dict[str, Any],
) -> None:
    assert served(decode(body)) == body
    with pytest.raises(msgspec.ValidationError):
        decode({**body, "extra": 1})
    for field in body:
        if field != "type":
            with pytest.raises(msgspec.ValidationError):
                decode({k: v for k, v in body.items() if k != field})


@pytest.mark.parametrize(
    "body",
    [
        {"type": "pow_wow.claim", "window": "1", "hand": "hunter"},
        {"type": "pow_wow.claim", "window": 1, "hand": 3},
        {"type": "pow_wow.reveal", "window": 1, "slot": 1.5},
        {"type": "pow_wow.choice_deadline", "window": 1, "seat": "0"},
        {"type": "pow_wow.choose", "window": 1, "option": "own"},
        {"type": "pow_wow.choose", "window": 1, "option": {"kind": 1}},
        {"type": "pow_wow.choose", "window": 1, "option": {}},
        {"type": "pow_wow.choose", "window": 1, "option": {"kind": "own", "x": 1}},
        {"type": "pow_wow.choose", "window": 1, "option": {"kind": "own", "captive": "red"}},
        {
            "type": "pow_wow.choose",
            "window": 1,
            "option": {"kind": "own", "captive": {"colour": "red"}},
        },
        {"type": "pow_wow.move", "window": 1},
        {"type": "clans.claim", "window": 1, "hand": "hunter"},
    ],
)
def test_malformed_bodies_are_decoder_errors_invalid_command(body: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        decode(body)


def test_hand_and_option_decode_loosely_so_their_rule_codes_are_reachable_d32() -> None:
    assert served(decode({"type": "pow_wow.claim", "window": 1, "hand": "Squaw"}))["hand"] == (
        "Squaw"
    )
    option = {
        "kind": "anything",
        "captive": {"colour": "pink", "type": "maiden"},
        "partner": {"colour": "x", "type": "y"},
    }
    assert served(decode(choose(1, option)))["option"] == option


# -- events: shapes ----------------------------------------------------------------------------


def test_the_start_events_have_exactly_the_listed_fields() -> None:
    started, laid = (served(e) for e in RULES.start(setup(3, Options()), Rng("audit", 0)))
    assert_shape(started)
    assert_shape(laid)
    assert set(started["options"]) == OPTION_FIELDS
    assert started["seats"] == ["red", "yellow", "purple"]
    assert laid["count"] == 114 and len(laid["cards"]) == 114
    assert len(started["layout_commitment"]) == 64
    copy = served(RULES.redact(RULES.start(setup(3, Options()), Rng("audit", 0))[1], 2))
    assert copy == {"type": "pow_wow.prairie_laid_out", "count": 114, "cards": None, "salt": None}


def test_a_position_starts_with_game_started_then_position_loaded() -> None:
    played = game(table=("teepee-1",), revealer=1, options={"sharing": True})
    started, loaded = [served(e) for e in played.log]
    assert_shape(started)
    assert_shape(loaded)
    assert started["first_revealer"] == 1 and started["layout_commitment"] is None
    assert set(started["options"]) == OPTION_FIELDS
    assert started["options"]["sharing"] is True
    assert started["options"]["claim_window_ms"] == 5000
    assert loaded["face_down"][0] == {"slot": 0, "card": "red-chief-1"}
    assert [f["slot"] for f in loaded["face_down"]] == list(range(113))
    assert loaded["table"] == ["teepee-1"] and loaded["revealer"] == 1
    hidden = served(RULES.redact(played.log[1], None))
    assert all(f["card"] is None for f in hidden["face_down"])
    assert [f["slot"] for f in hidden["face_down"]] == list(range(113))


def war_window() -> tuple[Any, int]:
    """Three seats with war tribute; red reveals its warrior among a chief and its booty."""
    played = game(
        ("red", "yellow", "purple"),
        reveal="red-warrior-1",
        table=("yellow-chief-1", "totem-1", "tomahawk-1"),
        piles=((), ("buffalo-01", "teepee-1"), ("necklace-1", "buffalo-02", "teepee-2")),
        options={"war_tribute": True},
    )
    return played, played.state.last_window


def test_a_closing_claim_appends_the_close_and_the_whole_resolution_in_claim_order() -> None:
    played, w = war_window()
    assert played.send(claim(w, "hunter"), 2) == [
        {
            "type": "pow_wow.claim_made",
            "window": w,
            "seat": 2,
            "hand": "hunter",
            "order": 1,
            "productive": False,
        }
    ]
    assert played.send(claim(w, "warrior"), 0)[0]["productive"] is True
    events = played.send(claim(w, "chief"), 1)
    for event in events:
        assert_shape(event)
    assert events == [
        {
            "type": "pow_wow.claim_made",
            "window": w,
            "seat": 1,
            "hand": "chief",
            "order": 3,
            "productive": True,
        },
        {"type": "pow_wow.window_closed", "window": w, "reason": "all_acted", "silent": []},
        {
            "type": "pow_wow.claim_penalized",
            "window": w,
            "seat": 2,
            "discarded": ["teepee-2", "buffalo-02"],
        },
        {
            "type": "pow_wow.booty_taken",
            "window": w,
            "seat": 0,
            "option": {"kind": "own"},
            "cards": ["red-warrior-1", "tomahawk-1"],
            "auto": True,
            "by_timer": False,
        },
        {
            "type": "pow_wow.tribute_paid",
            "window": w,
            "from_seat": 1,
            "to_seat": 0,
            "cards": ["buffalo-01"],
        },
        {"type": "pow_wow.claim_came_up_empty", "window": w, "seat": 1},
    ]
    state = played.state
    assert state.piles == (
        ("buffalo-01", "red-warrior-1", "tomahawk-1"),
        ("teepee-1",),
        ("necklace-1",),
    )
    assert state.out_of_game == ("teepee-2", "buffalo-02")
    assert state.revealer == 1  # the last claimant (D12)
    assert RULES.to_move(state) == frozenset({1})
    deadline = RULES.deadline(state)
    assert deadline is not None and deadline.since_version == len(played.log)


def test_the_window_deadline_closes_with_the_silent_seats_then_resolves() -> None:
    played, w = war_window()
    played.send(claim(w, "warrior"), 0)
    events = played.send({"type": "pow_wow.window_deadline", "window": w}, None)
    assert events[0] == {
        "type": "pow_wow.window_closed",
        "window": w,
        "reason": "deadline",
        "silent": [1, 2],
    }
    assert [e["type"] for e in events[1:]] == [
        "pow_wow.booty_taken",
        "pow_wow.tribute_paid",
        "pow_wow.tribute_paid",
    ]
    assert events[3]["from_seat"] == 2 and events[3]["cards"] == ["buffalo-02"]


def test_the_reveal_deadline_reveals_the_lowest_slot_for_the_revealer() -> None:
    played = game(revealer=1, table=("teepee-1",))
    played.send({"type": "pow_wow.reveal", "window": 2, "slot": 0}, 1)
    played.send(pass_(2), 0)
    played.send(pass_(2), 1)  # nobody claimed: seat 0 (left of 1) reveals next
    events = played.send({"type": "pow_wow.reveal_deadline", "window": 3}, None)
    assert events == [
        {
            "type": "pow_wow.card_revealed",
            "window": 3,
            "seat": 0,
            "slot": 1,
            "card": "red-chief-2",
            "by_timer": True,
        }
    ]


def test_a_chosen_and_a_defaulted_option_are_told_apart_in_booty_taken() -> None:
    for body, seat, auto, by_timer in (
        (choose(0, {"kind": "teepees"}), 0, False, False),
        ({"type": "pow_wow.choice_deadline", "window": 0, "seat": 0}, None, False, True),
    ):
        played = game(reveal="red-hunter-1", table=("buffalo-01", "buffalo-02", "teepee-1"))
        w = played.state.last_window
        played.send(claim(w, "hunter"), 0)
        played.send(pass_(w), 1)
        events = played.send({**body, "window": w}, seat)
        assert (events[0]["auto"], events[0]["by_timer"]) == (auto, by_timer)
        expected = "teepees" if seat == 0 else "own"  # the default takes the most cards (D8)
        assert events[0]["option"] == {"kind": expected}


# -- timers after a war tribute (§6.2, §11.2) --------------------------------------------------


def test_the_reveal_timer_counts_from_the_last_tribute_of_the_last_claim() -> None:
    played, w = war_window()
    played.send(pass_(w), 1)
    played.send(pass_(w), 2)
    events = played.send(claim(w, "warrior"), 0)
    assert events[-1]["type"] == "pow_wow.tribute_paid"
    assert RULES.deadline(played.state) == Deadline(
        after_ms=15000, since_version=len(played.log), command=RevealDeadline(w + 1)
    )


def test_the_next_choice_timer_counts_from_the_last_tribute_of_the_claim_before() -> None:
    played = game(
        ("red", "yellow", "purple"),
        reveal="red-warrior-1",
        table=("yellow-hunter-1", "buffalo-03", "teepee-3", "tomahawk-1"),
        piles=((), ("buffalo-01",), ("buffalo-02",)),
        options={"war_tribute": True},
    )
    w = played.state.last_window
    played.send(claim(w, "warrior"), 0)
    played.send(claim(w, "hunter"), 1)
    played.send(pass_(w), 2)
    assert RULES.deadline(played.state) == Deadline(
        after_ms=15000, since_version=len(played.log), command=ChoiceDeadline(w, 0)
    )
    events = played.send(choose(w, {"kind": "own"}), 0)
    assert [e["type"] for e in events] == [
        "pow_wow.booty_taken",
        "pow_wow.tribute_paid",
        "pow_wow.tribute_paid",
    ]
    assert RULES.to_move(played.state) == frozenset({1})
    assert RULES.deadline(played.state) == Deadline(
        after_ms=15000, since_version=len(played.log), command=ChoiceDeadline(w, 1)
    )


# -- legal moves (§11.5, D32) ------------------------------------------------------------------


def test_legal_moves_are_post_ready_bodies_in_the_listed_order() -> None:
    played = game(table=("teepee-1",), revealer=1)
    moves = [served(m) for m in RULES.legal_moves(played.state, 1)]
    assert moves[:2] == [
        {"type": "pow_wow.reveal", "window": 2, "slot": 0},
        {"type": "pow_wow.reveal", "window": 2, "slot": 1},
    ]
    assert len(moves) == 113 and RULES.legal_moves(played.state, 0) == []
    reveal_slot(played, 0)
    moves = [served(m) for m in RULES.legal_moves(played.state, 0)]
    assert moves == [
        claim(2, "chief"),
        claim(2, "warrior"),
        claim(2, "maiden"),
        claim(2, "hunter"),
        pass_(2),
    ]
    assert all(served(decode(m)) == m for m in moves)


def test_choose_moves_list_own_then_marriage_then_teepees_by_colour_then_type() -> None:
    played = game(
        ("red", "yellow"),
        reveal="red-chief-1",
        table=(
            "totem-1",
            "teepee-1",
            "blue-hunter-1",
            "yellow-hunter-1",
            "yellow-warrior-1",
            "green-maiden-1",
            "red-maiden-1",
        ),
        options={"marriage": True},
    )
    w = played.state.last_window
    played.send(claim(w, "chief"), 0)
    played.send(pass_(w), 1)
    options = [served(m)["option"] for m in RULES.legal_moves(played.state, 0)]
    assert options == [
        {"kind": "own", "captive": {"colour": "yellow", "type": "warrior"}},
        {"kind": "own", "captive": {"colour": "yellow", "type": "hunter"}},
        {"kind": "own", "captive": {"colour": "blue", "type": "hunter"}},
        {"kind": "marriage", "partner": {"colour": "red", "type": "maiden"}},
        {"kind": "marriage", "partner": {"colour": "green", "type": "maiden"}},
        {"kind": "teepees"},
    ]
    view = served(RULES.view(played.state, 1))
    assert [o["option"] for o in view["resolution"]["options"]] == options


def test_fold_of_the_served_log_gives_the_live_state() -> None:
    played, w = war_window()
    for seat, hand in ((2, "hunter"), (0, "warrior"), (1, "chief")):
        played.send(claim(w, hand), seat)
    log = [msgspec.convert(served(e), RULES.Event) for e in played.log]
    assert fold(RULES, setup(3, Options()), log) == played.state
