"""Audit of RULES §11.5: every refusal code, for the commands it applies to, in the listed
order, driven as an external client would (position document → fold → JSON body → decide)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, Rng
from service.domain.pow_wow import RULES
from service.domain.pow_wow.data import CARD_IDS
from tests.domain.pow_wow.helpers import (
    choose,
    claim,
    game,
    pass_,
    reveal_slot,
    setup,
    table_of,
)
from tests.kit.table import Table

LAST = "red-hunter-1"


def choosing() -> tuple[Table, int]:
    """Red (seat 0) claimed a hunter with buffalo and a teepee face up: red must choose."""
    played = game(reveal="red-hunter-1", table=("buffalo-01", "teepee-1"))
    window = played.state.last_window
    played.send(claim(window, "hunter"), 0)
    played.send(pass_(window), 1)
    assert RULES.to_move(played.state) == frozenset({0})
    return played, window


def finished() -> Table:
    """A game whose last face-down card was revealed and whose last window was passed."""
    doc = {
        "seats": ["red", "yellow"],
        "options": {},
        "face_down": [{"slot": 7, "card": LAST}],
        "table": [c for c in CARD_IDS if c != LAST],
        "piles": [[], []],
        "out_of_game": [],
        "revealer": 0,
    }
    played = table_of(doc)
    assert reveal_slot(played, 7) == 114
    played.send(pass_(114), 0)
    events = played.send(pass_(114), 1)
    assert events[-1]["type"] == "pow_wow.game_ended"
    return played


TIMERS: list[dict[str, Any]] = [
    {"type": "pow_wow.window_deadline", "window": 114},
    {"type": "pow_wow.choice_deadline", "window": 114, "seat": 0},
    {"type": "pow_wow.reveal_deadline", "window": 115},
]


# -- game_over ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "seat"),
    [
        ({"type": "pow_wow.reveal", "window": 115, "slot": 7}, 0),
        (claim(114, "hunter"), 0),
        (claim(114, "nonsense"), 1),
        (pass_(114), 1),
        (pass_(999), 1),
        (choose(114, {"kind": "own"}), 0),
        *((timer, None) for timer in TIMERS),
        *((timer, 1) for timer in TIMERS),  # game_over is checked before system_only
    ],
)
def test_every_command_after_the_end_is_refused_with_game_over(
    body: dict[str, Any], seat: int | None
) -> None:
    assert finished().refuses(body, seat) == "game_over"


# -- reveal ------------------------------------------------------------------------------------


def test_reveal_wrong_phase_while_a_window_is_open() -> None:
    played = game(reveal="buffalo-01")
    window = played.state.last_window
    body = {"type": "pow_wow.reveal", "window": window + 1, "slot": 1}
    assert played.refuses(body, played.state.revealer) == "wrong_phase"
    # wrong_phase comes before not_your_turn, stale_window and slot_not_face_down
    assert played.refuses({"type": "pow_wow.reveal", "window": 0, "slot": 0}, 1) == "wrong_phase"


def test_reveal_wrong_phase_while_a_choice_is_awaited() -> None:
    played, window = choosing()
    body = {"type": "pow_wow.reveal", "window": window + 1, "slot": 1}
    assert played.refuses(body, 0) == "wrong_phase"


def test_reveal_not_your_turn_before_stale_window_and_slot() -> None:
    played = game(revealer=1)
    window = played.state.next_window
    assert played.refuses({"type": "pow_wow.reveal", "window": window, "slot": 0}, 0) == (
        "not_your_turn"
    )
    assert played.refuses({"type": "pow_wow.reveal", "window": 0, "slot": 500}, 0) == (
        "not_your_turn"
    )


def test_reveal_stale_window_before_slot_not_face_down() -> None:
    played = game(table=("teepee-1",))
    window = played.state.next_window
    assert window == 2
    for wrong in (1, 3, 0, -5):
        body = {"type": "pow_wow.reveal", "window": wrong, "slot": 500}
        assert played.refuses(body, 0) == "stale_window"


@pytest.mark.parametrize("slot", [-1, 114, 10_000])
def test_reveal_slot_outside_the_prairie_is_slot_not_face_down(slot: int) -> None:
    played = game()
    body = {"type": "pow_wow.reveal", "window": 1, "slot": slot}
    assert played.refuses(body, 0) == "slot_not_face_down"


def test_reveal_of_a_slot_already_turned_is_slot_not_face_down() -> None:
    played = game(reveal="buffalo-01")  # slot 0 turned; nobody claims
    window = played.state.last_window
    played.send(pass_(window), 0)
    played.send(pass_(window), 1)
    revealer = played.state.revealer
    body = {"type": "pow_wow.reveal", "window": window + 1, "slot": 0}
    assert played.refuses(body, revealer) == "slot_not_face_down"


# -- claim / pass ------------------------------------------------------------------------------


@pytest.mark.parametrize("make", [lambda w: claim(w, "hunter"), pass_])
def test_claim_and_pass_before_the_first_reveal_are_stale(make: Any) -> None:
    played = game()
    assert played.state.last_window == 0
    for window in (0, 1, -1):
        assert played.refuses(make(window), 0) == "stale_window"


@pytest.mark.parametrize("make", [lambda w: claim(w, "hunter"), pass_])
def test_claim_and_pass_for_a_window_not_opened_yet_or_below_one_are_stale(make: Any) -> None:
    played = game(reveal="buffalo-01", table=("teepee-1", "teepee-2"))
    window = played.state.last_window
    assert window == 3
    for wrong in (window + 1, 0, -3):
        assert played.refuses(make(wrong), 0) == "stale_window"


@pytest.mark.parametrize("make", [lambda w: claim(w, "hunter"), pass_])
def test_claim_and_pass_for_an_earlier_window_are_window_closed(make: Any) -> None:
    played = game(reveal="buffalo-01", table=("teepee-1", "teepee-2"))
    window = played.state.last_window
    for earlier in (1, window - 1):
        assert played.refuses(make(earlier), 0) == "window_closed"


@pytest.mark.parametrize("make", [lambda w: claim(w, "hunter"), pass_])
def test_claim_and_pass_for_the_last_window_once_it_closed_are_window_closed(make: Any) -> None:
    played, window = choosing()  # closed, being resolved
    assert played.refuses(make(window), 1) == "window_closed"
    played.send(choose(window, {"kind": "own"}), 0)  # resolved, awaiting the next reveal
    assert played.refuses(make(window), 1) == "window_closed"
    assert played.refuses(make(window), 0) == "window_closed"


def test_a_position_counts_its_past_windows_as_opened_and_closed() -> None:
    played = game(table=("teepee-1", "teepee-2", "teepee-3"))
    assert played.refuses(claim(3, "chief"), 0) == "window_closed"
    assert played.refuses(claim(4, "chief"), 0) == "stale_window"


def test_already_acted_after_a_claim_or_a_pass() -> None:
    played = game(("red", "yellow", "purple"), reveal="buffalo-01")
    window = played.state.last_window
    played.send(claim(window, "hunter"), 0)
    played.send(pass_(window), 1)
    for seat in (0, 1):
        assert played.refuses(claim(window, "chief"), seat) == "already_acted"
        assert played.refuses(pass_(window), seat) == "already_acted"
        # already_acted comes before unknown_hand
        assert played.refuses(claim(window, "sachem"), seat) == "already_acted"


@pytest.mark.parametrize("hand", ["Chief", "", "captive", "red-hunter-1", "maidens"])
def test_a_claim_with_another_hand_reaches_decide_and_is_unknown_hand_d32(hand: str) -> None:
    played = game(reveal="buffalo-01", table=("teepee-1",))
    window = played.state.last_window
    assert played.refuses(claim(window, hand), 0) == "unknown_hand"
    # stale_window and window_closed come first
    assert played.refuses(claim(window + 1, hand), 0) == "stale_window"
    assert played.refuses(claim(window - 1, hand), 0) == "window_closed"


# -- choose ------------------------------------------------------------------------------------


def test_choose_wrong_phase_when_no_choice_is_awaited() -> None:
    played = game(reveal="red-hunter-1", table=("buffalo-01", "teepee-1"))
    window = played.state.last_window
    assert played.refuses(choose(window, {"kind": "own"}), 0) == "wrong_phase"
    assert played.refuses(choose(window + 7, {"kind": "loot"}), 1) == "wrong_phase"
    assert game().refuses(choose(1, {"kind": "own"}), 0) == "wrong_phase"


def test_choose_not_your_turn_before_stale_window_and_invalid_option() -> None:
    played, window = choosing()
    assert played.refuses(choose(window, {"kind": "own"}), 1) == "not_your_turn"
    assert played.refuses(choose(window + 1, {"kind": "loot"}), 1) == "not_your_turn"


def test_choose_stale_window_before_invalid_option() -> None:
    played, window = choosing()
    for wrong in (window - 1, window + 1, 0):
        assert played.refuses(choose(wrong, {"kind": "own"}), 0) == "stale_window"
        assert played.refuses(choose(wrong, {"kind": "loot"}), 0) == "stale_window"


@pytest.mark.parametrize(
    "option",
    [
        {"kind": "loot"},
        {"kind": "OWN"},
        {"kind": "marriage"},  # the option is off, and no partner is named
        {"kind": "own", "captive": {"colour": "yellow", "type": "hunter"}},  # not a chief
        {"kind": "teepees", "partner": {"colour": "red", "type": "maiden"}},  # extra partner
        {"kind": "own", "partner": {"colour": "x", "type": "y"}},
    ],
)
def test_anything_but_a_listed_option_is_invalid_option_d32(option: dict[str, Any]) -> None:
    played, window = choosing()
    assert played.refuses(choose(window, option), 0) == "invalid_option"


def test_a_chief_must_name_a_captive_that_is_listed_d29() -> None:
    played = game(
        reveal="red-chief-1",
        table=("totem-1", "yellow-hunter-1", "blue-warrior-1", "teepee-1"),
    )
    window = played.state.last_window
    played.send(claim(window, "chief"), 0)
    played.send(pass_(window), 1)
    for option in (
        {"kind": "own"},  # captive missing
        {"kind": "own", "captive": {"colour": "yellow", "type": "warrior"}},  # not face up
        {"kind": "own", "captive": {"colour": "red", "type": "chief"}},  # never a captive
        {"kind": "own", "captive": {"colour": "pink", "type": "hunter"}},
        {"kind": "teepees", "captive": {"colour": "yellow", "type": "hunter"}},
    ):
        assert played.refuses(choose(window, option), 0) == "invalid_option", option
    events = played.send(
        choose(window, {"kind": "own", "captive": {"colour": "blue", "type": "warrior"}}), 0
    )
    assert events[0]["cards"] == ["red-chief-1", "blue-warrior-1", "totem-1"]


def test_a_marriage_must_name_a_listed_partner_d18() -> None:
    played = game(
        reveal="red-maiden-1",
        table=("teepee-1", "blue-hunter-1", "necklace-1"),
        options={"marriage": True},
    )
    window = played.state.last_window
    played.send(claim(window, "maiden"), 0)
    played.send(pass_(window), 1)
    for option in (
        {"kind": "marriage"},  # partner missing
        {"kind": "marriage", "partner": {"colour": "blue", "type": "warrior"}},
        {"kind": "marriage", "partner": {"colour": "blue", "type": "maiden"}},
        {
            "kind": "marriage",
            "partner": {"colour": "blue", "type": "hunter"},
            "captive": {"colour": "blue", "type": "hunter"},  # extra captive
        },
    ):
        assert played.refuses(choose(window, option), 0) == "invalid_option", option
    body = {"kind": "marriage", "partner": {"colour": "blue", "type": "hunter"}}
    events = played.send(choose(window, body), 0)
    assert events[0]["option"] == body
    assert events[0]["cards"] == ["red-maiden-1", "blue-hunter-1", "teepee-1"]


# -- timer commands ----------------------------------------------------------------------------


@pytest.mark.parametrize("seat", [0, 1])
def test_timer_commands_from_a_seat_are_system_only_before_stale_timer_d30(seat: int) -> None:
    played, window = choosing()
    for body in (
        {"type": "pow_wow.window_deadline", "window": window},  # stale as well
        {"type": "pow_wow.choice_deadline", "window": window, "seat": 0},  # due
        {"type": "pow_wow.reveal_deadline", "window": window + 1},  # stale as well
    ):
        assert played.refuses(body, seat) == "system_only"


def test_window_deadline_is_stale_unless_that_window_is_open() -> None:
    played = game(reveal="buffalo-01")
    window = played.state.last_window
    for wrong in (window - 1, window + 1):
        body = {"type": "pow_wow.window_deadline", "window": wrong}
        assert played.refuses(body, None) == "stale_timer"
    played.send(pass_(window), 0)
    played.send(pass_(window), 1)
    body = {"type": "pow_wow.window_deadline", "window": window}
    assert played.refuses(body, None) == "stale_timer"


def test_choice_deadline_is_stale_unless_that_seat_awaits_a_choice_in_that_window() -> None:
    played, window = choosing()
    for wrong in ((window, 1), (window - 1, 0), (window + 1, 0)):
        body = {"type": "pow_wow.choice_deadline", "window": wrong[0], "seat": wrong[1]}
        assert played.refuses(body, None) == "stale_timer"
    played.send(choose(window, {"kind": "teepees"}), 0)
    body = {"type": "pow_wow.choice_deadline", "window": window, "seat": 0}
    assert played.refuses(body, None) == "stale_timer"


def test_reveal_deadline_is_stale_unless_that_reveal_is_due() -> None:
    played = game()
    for wrong in (0, 2):
        body = {"type": "pow_wow.reveal_deadline", "window": wrong}
        assert played.refuses(body, None) == "stale_timer"
    reveal_slot(played, 5)
    body = {"type": "pow_wow.reveal_deadline", "window": 1}
    assert played.refuses(body, None) == "stale_timer"


# -- game creation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"colours": ["red"]}),
        (2, {"colours": ["red", "red"]}),
        (3, {"colours": ["red", "yellow", "purple", "blue"]}),
        (2, {"colours": []}),
        (2, {"first_revealer": 2}),
        (5, {"first_revealer": -1}),
    ],
)
def test_options_that_do_not_fit_the_player_count_are_invalid_options_d33(
    players: int, options: dict[str, Any]
) -> None:
    decoded = msgspec.convert(options, RULES.Options)
    with pytest.raises(IllegalMove) as caught:
        RULES.start(setup(players, decoded), Rng("audit", 0))
    assert caught.value.code == "invalid_options"
    assert caught.value.problems
    assert caught.value.message == " ".join(caught.value.problems)


@pytest.mark.parametrize(
    "options",
    [
        {"colours": ["red", "pink"]},
        {"claim_window_ms": 999},
        {"claim_window_ms": 60001},
        {"dead_window_ms": 499},
        {"choice_timeout_ms": 2999},
        {"reveal_timeout_ms": 120001},
        {"war_tribute": "yes"},
        {"first_revealer": "0"},
        {"seats": 2},
    ],
)
def test_per_field_option_errors_are_decoder_errors_d33(options: dict[str, Any]) -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(options, RULES.Options)


# -- the sentences clients read (the problem's `detail`) -------------------------------------


def refusal(played: Table, body: dict[str, Any], seat: int | None) -> tuple[str, str]:
    with pytest.raises(IllegalMove) as caught:
        played.send(body, seat)
    return caught.value.code, caught.value.message


def test_each_refusal_reads_as_one_sentence_of_the_refusal_table() -> None:
    """One table (`refusals.Refusals`), in the order of §11.5; a code worded per command
    fills its placeholders, so every sentence reads as it always has."""
    played = game(revealer=1, table=("teepee-1",))
    reveal = {"type": "pow_wow.reveal", "window": 2, "slot": 0}
    assert refusal(played, reveal, 0) == ("not_your_turn", "Seat 1 reveals next.")
    assert refusal(played, {**reveal, "window": 3}, 1) == (
        "stale_window",
        "This reveal opens window 2.",
    )
    assert refusal(played, {**reveal, "slot": 200}, 1) == (
        "slot_not_face_down",
        "Slot 200 is not face down.",
    )
    assert refusal(played, claim(1, "chief"), 0) == ("window_closed", "Window 1 is closed.")
    assert refusal(played, claim(2, "chief"), 0) == (
        "stale_window",
        "Window 2 has not been opened.",
    )
    assert refusal(played, claim(2, "chief"), None) == (
        "not_your_turn",
        "Only a seat can send this command.",
    )
    assert refusal(played, choose(2, {"kind": "own"}), 0) == (
        "wrong_phase",
        "No booty choice is awaited now.",
    )
    assert refusal(played, {"type": "pow_wow.window_deadline", "window": 2}, 0) == (
        "system_only",
        "Timer commands belong to the system (D30).",
    )
    assert refusal(played, {"type": "pow_wow.window_deadline", "window": 2}, None) == (
        "stale_timer",
        "Window 2 is not open.",
    )
    assert refusal(played, {"type": "pow_wow.choice_deadline", "window": 2, "seat": 0}, None) == (
        "stale_timer",
        "That choice is no longer awaited.",
    )
    assert refusal(played, {"type": "pow_wow.reveal_deadline", "window": 3}, None) == (
        "stale_timer",
        "That reveal is no longer due.",
    )


def test_refusals_while_a_choice_is_awaited_read_as_before() -> None:
    played, window = choosing()
    assert refusal(played, {"type": "pow_wow.reveal", "window": 4, "slot": 1}, 0) == (
        "wrong_phase",
        "No reveal is expected now.",
    )
    assert refusal(played, choose(window, {"kind": "own"}), 1) == (
        "not_your_turn",
        "Seat 0 is choosing.",
    )
    assert refusal(played, choose(window + 1, {"kind": "own"}), 0) == (
        "stale_window",
        f"Window {window} is being resolved.",
    )
    assert refusal(played, choose(window, {"kind": "loot"}), 0) == (
        "invalid_option",
        "That is not one of the listed options.",
    )
    played = game(reveal="buffalo-01")  # opens window 1
    played.send(pass_(1), 0)
    assert refusal(played, pass_(1), 0) == (
        "already_acted",
        "This seat already acted in this window.",
    )
    assert refusal(played, claim(1, "sachem"), 1) == (
        "unknown_hand",
        "'sachem' is not a hand type.",
    )
    assert refusal(finished(), pass_(114), 0) == ("game_over", "The game has ended.")
