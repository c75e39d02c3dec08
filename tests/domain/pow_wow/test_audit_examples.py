"""Audit of the worked examples in RULES.md, each set up from a position document as an external
client would and driven with JSON command bodies."""

from __future__ import annotations

import hashlib
import re

from service.domain.kernel import Rng
from service.domain.pow_wow import RULES
from service.domain.pow_wow.data import CARD_IDS
from service.domain.pow_wow.options import PowWowOptions as Options
from tests.domain.pow_wow.helpers import (
    choose,
    claim,
    game,
    pass_,
    reveal_slot,
    served,
    setup,
    table_of,
)
from tests.kit.table import Table


def test_the_rulebook_walk_through_of_section_6() -> None:
    """A red chief is revealed; yellow and then purple rescue their hunters; the red chief,
    resolved last, finds no male left to capture and collects nothing without penalty; red
    reveals next."""
    played = game(
        ("red", "yellow", "purple"),
        reveal="red-chief-1",
        revealer=1,
        table=("yellow-hunter-1", "purple-hunter-1", "buffalo-01", "teepee-1", "totem-1"),
    )
    w = played.state.last_window
    assert played.send(claim(w, "hunter"), 1)[0]["order"] == 1
    assert played.send(claim(w, "hunter"), 2)[0]["order"] == 2
    events = played.send(claim(w, "chief"), 0)
    assert events == [
        {
            "type": "pow_wow.claim_made",
            "window": w,
            "seat": 0,
            "hand": "chief",
            "order": 3,
            "productive": True,
        },
        {"type": "pow_wow.window_closed", "window": w, "reason": "all_acted", "silent": []},
    ]
    assert RULES.to_move(played.state) == frozenset({1})  # yellow chooses first (D8)
    events = played.send(choose(w, {"kind": "own"}), 1)
    assert events == [
        {
            "type": "pow_wow.booty_taken",
            "window": w,
            "seat": 1,
            "option": {"kind": "own"},
            "cards": ["yellow-hunter-1", "buffalo-01"],
            "auto": False,
            "by_timer": False,
        },
        {
            "type": "pow_wow.booty_taken",
            "window": w,
            "seat": 2,
            "option": {"kind": "teepees"},
            "cards": ["purple-hunter-1", "teepee-1"],
            "auto": True,
            "by_timer": False,
        },
        {"type": "pow_wow.claim_came_up_empty", "window": w, "seat": 0},
    ]
    view = served(RULES.view(played.state, None))
    assert view["phase"] == "awaiting_reveal"
    assert view["revealer"] == 0
    assert view["table"] == ["red-chief-1", "totem-1"]
    assert view["piles"] == [[], ["yellow-hunter-1", "buffalo-01"], ["purple-hunter-1", "teepee-1"]]
    assert view["out_of_game"] == []


def test_the_seed_sharing_example_red_chief_takes_all_chiefs_and_one_captive_d19() -> None:
    """The red chief takes four chiefs — its own and three neutral ones — a green warrior as
    captive and all totems, but not the neutral warriors."""
    played = game(
        ("red", "green"),
        reveal="red-chief-1",
        table=(
            "yellow-chief-1",
            "purple-chief-1",
            "blue-chief-1",
            "green-warrior-1",
            "blue-warrior-1",
            "purple-warrior-2",
            "totem-1",
            "totem-2",
        ),
        options={"sharing": True},
    )
    w = played.state.last_window
    played.send(claim(w, "chief"), 0)
    played.send(pass_(w), 1)
    options = [served(m)["option"] for m in RULES.legal_moves(played.state, 0)]
    assert options == [
        {"kind": "own", "captive": {"colour": "purple", "type": "warrior"}},
        {"kind": "own", "captive": {"colour": "blue", "type": "warrior"}},
        {"kind": "own", "captive": {"colour": "green", "type": "warrior"}},
    ]
    captive = {"kind": "own", "captive": {"colour": "green", "type": "warrior"}}
    events = played.send(choose(w, captive), 0)
    assert events[0]["cards"] == [
        "red-chief-1",
        "green-warrior-1",
        "yellow-chief-1",
        "purple-chief-1",
        "blue-chief-1",
        "totem-1",
        "totem-2",
    ]
    assert served(RULES.view(played.state, None))["table"] == ["purple-warrior-2", "blue-warrior-1"]


def test_scores_11_11_7_rank_1_1_3_and_both_leaders_win() -> None:
    last = "red-hunter-1"
    rest = [c for c in CARD_IDS if c != last]
    piles = [rest[:11], rest[11:22], rest[22:29]]
    doc = {
        "seats": ["red", "yellow", "purple"],
        "options": {},
        "face_down": [{"slot": 113, "card": last}],
        "table": rest[29:],
        "piles": piles,
        "out_of_game": [],
        "revealer": 2,
    }
    played = table_of(doc)
    assert reveal_slot(played, 113) == 114
    played.send(pass_(114), 0)
    played.send(pass_(114), 1)
    events = played.send(pass_(114), 2)
    assert events[-1] == {
        "type": "pow_wow.game_ended",
        "scores": [11, 11, 7],
        "winners": [0, 1],
        "ranks": [1, 1, 3],
        "layout_salt": None,
    }
    outcome = RULES.outcome(played.state)
    assert outcome is not None
    assert (outcome.scores, outcome.ranks, outcome.winners) == ((11, 11, 7), (1, 1, 3), (0, 1))


def test_the_layout_commitment_of_section_13() -> None:
    started, laid = (served(e) for e in RULES.start(setup(4, Options()), Rng("commit", 0)))
    assert re.fullmatch("[0-9a-f]{32}", laid["salt"])
    assert sorted(laid["cards"]) == sorted(CARD_IDS)
    text = ",".join(laid["cards"]) + ":" + laid["salt"]
    assert started["layout_commitment"] == hashlib.sha256(text.encode("utf-8")).hexdigest()


def war_and_penalty(first: int) -> Table:
    """Red's warrior takes a tomahawk; yellow (buffalo on top of its pile) claims without a
    matched Indian; `first` is the seat that claims first."""
    played = game(
        reveal="red-warrior-1",
        table=("tomahawk-1",),
        piles=((), ("teepee-1", "buffalo-01")),
        options={"war_tribute": True},
    )
    w = played.state.last_window
    hands = {0: "warrior", 1: "hunter"}
    played.send(claim(w, hands[first]), first)
    played.send(claim(w, hands[1 - first]), 1 - first)
    return played


def test_war_tribute_and_penalty_in_one_window_resolve_strictly_in_claim_order() -> None:
    """§10.4: each claim, with its tribute, is finished before the next one resolves."""
    warrior_first = war_and_penalty(0).state
    assert warrior_first.piles == (("buffalo-01", "red-warrior-1", "tomahawk-1"), ())
    assert warrior_first.out_of_game == ("teepee-1",)
    penalty_first = war_and_penalty(1).state
    assert penalty_first.piles == (("red-warrior-1", "tomahawk-1"), ())
    assert penalty_first.out_of_game == ("buffalo-01", "teepee-1")
