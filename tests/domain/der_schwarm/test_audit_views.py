"""RULES §15: views and redacted events never reveal a secret, through a whole game and from a
loaded position; the view carries what §15.1 lists."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.events import GameEnded
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.der_schwarm.state import State
from service.domain.kernel import fold
from tests.kit.playout import play

from .helpers import action, busy, loaded, playing, setup


def secrets(state: State) -> set[str]:
    """What nobody may see while the game runs: face-down tile ids, the blue deck order."""
    return {*state.face_down.values(), *state.blue_deck}


def leaks(text: str, hidden: set[str]) -> set[str]:
    return {s for s in hidden if f'"{s}"' in text}


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, Options()), (3, Options(free_start=True)), (4, Options(hidden_hands=True))],
)
def test_no_view_or_redacted_event_shows_a_secret_during_a_whole_game(
    players: int, options: Options
) -> None:
    log = play(RULES, setup(players, options), f"audit-{players}", policy=busy).log
    assert isinstance(log[-1], GameEnded)
    state = RULES.initial_state(setup(players, options))
    for event in log[:-1]:
        before = secrets(state) if state.seats else set()
        state = RULES.evolve(state, event)
        hidden = before | secrets(state)
        for seat in (None, *range(players)):
            copy = RULES.redact(event, seat)
            assert not leaks(msgspec.json.encode(copy).decode(), hidden - _revealed(event))
            view = msgspec.json.encode(RULES.view(state, seat)).decode()
            assert not leaks(view, secrets(state))
            if options.hidden_hands:
                shown = RULES.view(state, seat).seats
                assert all(s.hand is None for s in shown if s.seat != seat)


def _revealed(event: Any) -> set[str]:
    """The ids an event makes public (a collected tile, a drawn blue card)."""
    data_ = msgspec.to_builtins(event)
    return {str(v) for v in data_.values() if isinstance(v, str)} | {
        str(v) for v in data_.get("row", ())
    }


def test_a_loaded_position_is_redacted_without_face_down_ids_or_deck_order() -> None:
    """§15.2, as `load_position` produces it (the live copy, before any store round trip)."""
    doc = playing()
    state = loaded(doc)
    started = RULES.load_position(setup(2), doc)
    for seat in (None, 0, 1):
        text = msgspec.json.encode(RULES.redact(started[1], seat)).decode()
        assert not leaks(text, secrets(state))
        redacted = msgspec.json.decode(text)["position"]
        assert len(redacted["blue_deck"]) == len(doc["blue_deck"])
        assert set(redacted["face_down"]) == set(doc["face_down"])
        exported = msgspec.json.decode(msgspec.json.encode(RULES.position(state)))
        assert redacted["seats"] == exported["seats"]
    assert fold(RULES, setup(2), started) == state


def test_the_view_carries_what_section_15_1_lists() -> None:
    doc = action(playing(), 1, "L-CRAB", "crab")
    view = msgspec.json.decode(msgspec.json.encode(RULES.view(loaded(doc), None)))
    assert view["players"] == 2 and view["colours"] == ["yellow", "red"]
    assert view["round"] == 1 and view["rounds"] == 4
    assert view["phase"] == "playing" and view["turn_order"] == [0, 1]
    assert view["to_move"] == [1]
    assert view["open_action"]["card"] == "L-CRAB"
    assert view["open_action"]["action"] == "crab"
    assert view["open_action"]["hazard_value"] == 4
    assert view["blue_deck_count"] == 4 and view["blue_out"] == []
    red = view["seats"][1]
    assert red["supply"] == {"stations": 5, "ships": 3, "researchers": 6, "buoys": 28}
    assert red["stations"] == {"4,8": 1} and red["ships"] == [] and red["queen_buoy"] is False
    assert red["ability"] == "A-PROTECTION" and red["joker"] == "available"
    assert red["hand"] == doc["seats"][1]["hand"] and red["played"] == ["L-CRAB"]
    assert {f["state"] for f in view["sea"]} == {"face_down"}
    assert all(set(f) >= {"field", "state"} and not f["tiles"] for f in view["sea"])
    assert view["hazards"] == dict.fromkeys(data.ALL_HAZARDS, "supply")
    assert view["golden_supply"] == list(data.GOLDEN_TILES)
    assert view["outcome"] is None


def test_every_seat_and_spectator_see_the_same_view_without_hidden_hands() -> None:
    state = loaded(action(playing(), 0, "L-SHIP-1", "ship"))
    views = {msgspec.json.encode(RULES.view(state, s)) for s in (None, 0, 1)}
    assert len(views) == 1
