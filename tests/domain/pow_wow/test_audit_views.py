"""Audit of RULES §11.6 and §12: the view's named keys, one view for everyone, and the layout
(the only secret) never leaving the server before the end — through views or event copies."""

from __future__ import annotations

from typing import Any

from service.domain.kernel import Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.options import PowWowOptions as Options
from service.domain.pow_wow.state import State
from tests.domain.pow_wow.helpers import choose, claim, game, pass_, served, setup
from tests.kit.table import Table

VIEW_KEYS = {
    "seats",
    "options",
    "phase",
    "revealer",
    "face_down",
    "face_down_count",
    "next_window",
    "table",
    "piles",
    "pile_sizes",
    "out_of_game",
    "window",
    "resolution",
    "outcome",
    "layout",
}


def views(state: State) -> list[Any]:
    every = [served(RULES.view(state, seat)) for seat in (None, *range(state.players))]
    assert all(v == every[0] for v in every)
    return every


def secret_cards(state: State) -> set[str]:
    return {card for _, card in state.face_down}


def assert_nothing_secret_leaves(played: Table) -> None:
    state = played.state
    hidden = secret_cards(state)
    assert hidden
    texts = [str(views(state)[0])]
    texts += [str(served(RULES.redact(e, s))) for e in played.log for s in (None, 0, 1)]
    for text in texts:
        assert not any(f"'{card}'" in text for card in hidden)


def test_the_view_names_the_keys_of_rules_11_6_in_every_phase() -> None:
    played = game(reveal="red-hunter-1", table=("buffalo-01", "teepee-1"))
    open_window = views(played.state)[0]
    assert set(open_window) >= VIEW_KEYS
    assert open_window["phase"] == "claim_window"
    window = open_window["window"]
    assert window["window"] == played.state.last_window
    assert (window["deadline_kind"], window["deadline_ms"]) == ("claim_window", 5000)
    assert window["to_act"] == [0, 1] and window["claims"] == [] and window["passed"] == []
    w = window["window"]
    played.send(claim(w, "hunter"), 0)
    window = views(played.state)[0]["window"]
    assert window["claims"] == [{"seat": 0, "hand": "hunter", "order": 1, "productive": True}]
    played.send(pass_(w), 1)
    resolving = views(played.state)[0]
    assert resolving["phase"] == "resolving" and resolving["window"] is None
    assert resolving["resolution"]["awaiting_seat"] == 0
    assert resolving["resolution"]["claim"]["hand"] == "hunter"
    assert resolving["resolution"]["options"] == [
        {"option": {"kind": "own"}, "cards": ["red-hunter-1", "buffalo-01"]},
        {"option": {"kind": "teepees"}, "cards": ["red-hunter-1", "teepee-1"]},
    ]
    played.send(choose(w, {"kind": "own"}), 0)
    between = views(played.state)[0]
    assert between["phase"] == "awaiting_reveal"
    assert between["resolution"] is None and between["window"] is None
    assert between["piles"] == [["red-hunter-1", "buffalo-01"], []]
    assert between["pile_sizes"] == [2, 0]
    assert between["table"] == ["teepee-1"]
    assert between["face_down"] == list(range(1, 112))  # slot 0 was turned
    assert between["face_down_count"] == 111 and between["next_window"] == w + 1 == 4
    assert between["outcome"] is None and between["layout"] is None


def test_a_dead_window_reports_its_own_length_d22() -> None:
    played = game(reveal="buffalo-01", options={"dead_window_ms": 700})
    window = views(played.state)[0]["window"]
    assert (window["deadline_kind"], window["deadline_ms"]) == ("dead_window", 700)


def test_no_face_down_card_leaves_through_views_or_event_copies_of_a_position() -> None:
    played = game(reveal="red-hunter-1", table=("buffalo-01",))
    assert_nothing_secret_leaves(played)


def test_no_face_down_card_leaves_through_views_or_event_copies_of_a_started_game() -> None:
    played = Table.started(RULES, 2, options=Options(first_revealer=0), seed="audit")
    for _ in range(30):
        deadline = RULES.deadline(played.state)
        assert deadline is not None
        played.send(served(deadline.command), None)
    assert_nothing_secret_leaves(played)
    salt = served(played.log[1])["salt"]
    text = str(views(played.state)[0]) + str([served(RULES.redact(e, 0)) for e in played.log])
    assert salt not in text


def test_once_over_the_view_shows_the_outcome_and_the_layout() -> None:
    options = Options(first_revealer=1)
    events = RULES.start(setup(2, options), Rng("audit-end", 0))
    state = fold(RULES, setup(2, options), events)
    while RULES.outcome(state) is None:
        deadline = RULES.deadline(state)
        assert deadline is not None
        new = RULES.decide(state, deadline.command, None, Rng("audit-end", len(events)))
        events += new
        for event in new:
            state = RULES.evolve(state, event)
    view = views(state)[0]
    assert view["phase"] == "game_over"
    assert view["outcome"] == {"scores": [0, 0], "ranks": [1, 1], "winners": [0, 1]}
    assert view["layout"] == served(events[1])["cards"]
    ended = served(events[-1])
    assert ended["type"] == "pow_wow.game_ended"
    assert ended["layout_salt"] == served(events[1])["salt"]
