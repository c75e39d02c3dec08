"""RULES §16.8, §14: the view a client receives — one shape for every seat, `hand` only for
its own seat (absent for spectators), and nothing secret for anyone while the game runs."""

from __future__ import annotations

import json
from typing import Any

from service.domain.mammoth_hunters.state import State
from tests.domain.mammoth_hunters.helpers import body, send, table
from tests.kit.table import Table

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")


def view(game: Table, seat: int | None) -> dict[str, Any]:
    seen: dict[str, Any] = game.view(seat)
    return seen


def scene() -> Table:
    return table(
        *HAND,
        regions={6: {"hunters": {0: (2, 0), 2: (1, 1)}, "mammoths": 1, "campfires": [2, 1]}},
        held=[0, 1, 0],
        light_pile=[{"card": "L-SWAP#1"}, {"card": "L-FIRE#2", "hidden": True}],
        dark_pile=[{"card": "D-STAMPEDE#3"}],
    )


def test_hand_is_absent_for_spectators_and_the_own_cards_for_a_seat() -> None:
    game = scene()
    assert "hand" not in view(game, None)
    assert view(game, 0)["hand"] == list(HAND)
    assert view(game, 1)["hand"] == list(game.state.seats[1].hand)
    assert set(view(game, None)) | {"hand"} == set(view(game, 1))


def test_the_view_names_the_public_facts_of_the_rules() -> None:
    v = view(scene(), None)
    assert v["to_move"] == [0] and v["active_seat"] == 0 and v["state"] == "play"
    assert v["round"] == 1 and v["final_round"] is False and v["eight_stones"] is False
    seat = v["seats"][1]
    assert (seat["colour"], seat["stones"], seat["held_clubs"]) == ("blue", 4, 1)
    assert (seat["light_cards"], seat["dark_cards"]) == (2, 3)
    assert v["seats"][2]["pool"] == 10 and v["seats"][2]["on_board"] == 2
    six = v["board"][5]
    assert six["region"] == 6 and six["covered"] is False and six["mammoths"] == 1
    assert six["hunters"] == {"0": {"plain": 2, "clubbed": 0}, "2": {"plain": 1, "clubbed": 1}}
    assert six["campfires"] == 2
    assert v["board"][0]["covered"] is True
    assert v["light_pile"] == {"size": 2, "top": None}
    assert v["dark_pile"] == {"size": 1, "top": "D-STAMPEDE#3"}
    assert v["club_supply"] == 4 and v["mammoth_supply"] == 3
    assert v["glacier_tiles"] == list(range(5, 13))


def secrets(state: State, seat: int | None) -> set[str]:
    found = {c for s, st in enumerate(state.seats) if s != seat for c in st.hand}
    found |= set(state.light_deck) | set(state.dark_deck)
    found |= {p.card for p in (*state.light_pile, *state.dark_pile) if p.hidden}
    return found


def test_no_view_shows_another_hand_a_deck_order_a_hidden_discard_or_a_campfire_value() -> None:
    game = scene()
    send(game, (body("play", card="L-FIRE#1"), 0))
    for seat in (None, 0, 1, 2):
        text = json.dumps(view(game, seat))
        assert not [c for c in secrets(game.state, seat) if f'"{c}"' in text]
        v = view(game, seat)
        assert all(isinstance(r["campfires"], int) for r in v["board"])
        assert isinstance(v["campfires_aside"], int) and v["revealed"] is None
        assert v["in_play"] == "L-FIRE#1" and v["part"]["decider"] == 0


def test_once_over_the_view_shows_the_outcome_and_every_secret() -> None:
    game = table("D-SPARK#1", "L-FIRE#1", round=4, dark_reserve=1)
    send(game, (body("play", card="D-SPARK#1"), 0))
    state = game.state
    v = view(game, None)
    assert v["state"] == "over" and v["to_move"] == []
    assert v["outcome"]["winners"] and len(v["outcome"]["ranks"]) == 3
    assert v["revealed"]["hands"][1] == list(state.seats[1].hand)
    assert v["revealed"]["light_deck"] == list(state.light_deck)
    assert sorted(v["revealed"]["campfires_aside"]) == [0] * 4 + [1] * 5 + [2] * 5
