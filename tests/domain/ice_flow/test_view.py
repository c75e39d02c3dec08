"""Views and redaction: one public view for everybody, deck orders hidden (RULES §15, §17.5)."""

from __future__ import annotations

import msgspec

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.kernel import Rng, fold
from tests.domain.ice_flow.helpers import CARDS, after, at, floe, position_events, setup


def test_every_seat_and_spectator_gets_the_same_view() -> None:
    state = at(players=3, floes=[floe("T05", "3,2", 4, rope=1)]).state
    views = {msgspec.json.encode(RULES.view(state, s)) for s in (None, 0, 1, 2)}
    assert len(views) == 1


def test_the_view_shows_the_draw_pile_size_but_not_its_order() -> None:
    state = at().state
    seen = RULES.view(state, 0)
    assert seen.draw_pile_size == 16
    text = msgspec.json.encode(seen).decode()
    assert '"F01"' not in text  # the draw order is not in the view


def test_the_view_lists_floes_with_their_ridged_directions() -> None:
    seen = RULES.view(at(floes=[floe("T01", "2,2", 1)]).state, None)
    assert seen.floes[0].ridges == ("NE", "SE")
    assert seen.bag[0] == "T02"
    assert seen.phase == "turn"
    assert seen.active_seat == 0
    assert seen.to_move == (0,)


def test_the_view_shows_the_pending_movement() -> None:
    spots = ["2,2", "9,0", "9,0", "9,1", "9,1", "9,2"]
    g = after(at(explorers=spots, floes=[floe("T09", "2,2"), floe("T10", "3,2")]),
              (cmd.Step(0, "3,2"), 0))  # fmt: skip
    seen = RULES.view(g.state, 1)
    assert msgspec.json.decode(msgspec.json.encode(seen.pending)) == [
        {"type": "moving", "explorer": 0, "path": ["2,2", "3,2"]}
    ]
    assert seen.explorer_action_taken


def test_deck_orders_are_redacted_to_their_length_for_everybody() -> None:
    shuffled = ev.DeckShuffled(order=CARDS)
    for seat in (None, 0, 1):
        assert RULES.redact(shuffled, seat) == ev.DeckShuffled(count=16)
        assert RULES.redact(ev.DeckReshuffled(order=CARDS[:3]), seat) == ev.DeckReshuffled(count=3)
    assert msgspec.to_builtins(RULES.redact(shuffled, 0)) == {
        "type": "ice_flow.deck_shuffled",
        "count": 16,
    }


def test_the_position_draw_pile_is_redacted_to_its_length() -> None:
    loaded = position_events()[1]
    redacted = RULES.redact(loaded, 1)
    assert isinstance(redacted, ev.PositionLoaded)
    assert redacted.draw_pile is None
    assert redacted.count == 16


def test_public_events_pass_unchanged() -> None:
    event = ev.CardRevealed(card="F01")
    assert RULES.redact(event, 0) is event


def test_no_view_carries_the_seed() -> None:
    events = RULES.start(setup(2), Rng("very-secret-seed", 0))
    state = fold(RULES, setup(2), events)
    assert b"very-secret-seed" not in msgspec.json.encode(RULES.view(state, None))


def test_ice_flow_has_no_timers() -> None:
    assert RULES.deadline(at().state) is None


def test_the_state_before_any_event_has_an_empty_view() -> None:
    state = RULES.initial_state(setup(3))
    seen = RULES.view(state, None)
    assert seen.to_move == ()
    assert [s.explorers for s in seen.seats] == [(), (), ()]
    assert RULES.position(state) is None
