"""RULES §15 hidden information: views and redacted events (D47)."""

from __future__ import annotations

import msgspec
import pytest

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.events import BlueDeckShuffled, PositionLoaded, TilesDealt
from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.der_schwarm.view import HIDDEN
from tests.kit.playout import play
from tests.kit.setups import plain

from .helpers import busy, events, fresh, playing, setup, state_of


def secrets_absent(state: object, seat: int | None) -> None:
    text = msgspec.json.encode(RULES.view(state, seat)).decode()
    for tile in state.face_down.values():  # type: ignore[attr-defined]
        assert f'"{tile}"' not in text
    for card in state.blue_deck:  # type: ignore[attr-defined]
        assert f'"{card}"' not in text


def test_no_view_shows_face_down_tiles_or_the_blue_deck_order() -> None:
    state, _ = fresh(3)
    for seat in (None, 0, 1, 2):
        secrets_absent(state, seat)
    view = RULES.view(state, None)
    assert sum(1 for f in view.sea if f.state == "face_down") == 59
    assert view.blue_deck_count == 4
    assert view.row[3].cost == 3 and view.phase == "setup"


def test_every_seat_and_spectator_get_the_same_view_without_hidden_hands() -> None:
    state = state_of(playing())
    views = {msgspec.json.encode(RULES.view(state, s)) for s in (None, 0, 1)}
    assert len(views) == 1


def test_hidden_hands_show_only_counts_to_others_d47() -> None:
    doc = playing()
    doc["options"]["hidden_hands"] = True
    state = state_of(doc)
    mine = RULES.view(state, 0).seats
    assert mine[0].hand == tuple(doc["seats"][0]["hand"])
    assert mine[1].hand is None and mine[1].hand_count == 5
    spectator = RULES.view(state, None).seats
    assert all(s.hand is None for s in spectator)


def test_redacted_events_hide_the_deal_and_the_blue_deck() -> None:
    _, started = fresh(2)
    deal = RULES.redact(started[1], 0)
    assert isinstance(deal, TilesDealt) and deal.tiles is None and len(deal.fields) == 59
    blue = RULES.redact(started[2], None)
    assert isinstance(blue, BlueDeckShuffled) and blue.cards is None and blue.count == 6
    assert RULES.redact(started[0], 1) == started[0]
    assert RULES.redact(started[3], 1) == started[3]


def test_a_loaded_position_is_redacted_for_seats() -> None:
    loaded = events(playing())[1]
    redacted = RULES.redact(loaded, 0)
    assert isinstance(redacted, PositionLoaded)
    assert set(redacted.position.face_down.values()) == {HIDDEN}
    assert redacted.position.blue_deck == (HIDDEN,) * 4
    assert loaded.position.blue_deck[0] == "B-STATION-2"


def test_the_view_describes_the_open_action() -> None:
    from .helpers import action

    doc = action(playing(), 0, "L-RES-1", "researcher")
    view = RULES.view(state_of(doc), 1)
    assert view.open_action is not None
    assert (view.open_action.action, view.open_action.tile_limit) == ("researcher", 1)
    assert view.decision == "researcher" and view.to_move == (0,)


def test_the_state_before_any_event_has_a_view_and_no_position() -> None:
    state = RULES.initial_state(setup(3, RULES.Options()))
    view = RULES.view(state, None)
    assert view.seats == () and view.to_move == ()
    assert RULES.position(state) is None and RULES.to_move(state) == frozenset()


def test_hazards_in_supply_are_shown_as_supply() -> None:
    doc = playing()
    doc["hazards"]["crab"] = "8,2"
    view = RULES.view(state_of(doc), 0)
    assert view.hazards["crab"] == "8,2" and view.hazards["whale-1"] == "supply"


def test_purchases_stay_public_events_with_hidden_hands_d47() -> None:
    from service.domain.der_schwarm.events import ActionCardBought

    bought = ActionCardBought(seat=1, index=2, card="L-CRAB", cost=2)
    assert RULES.redact(bought, 0) == bought and RULES.redact(bought, None) == bought


@pytest.mark.parametrize(
    "options", [Options(hidden_hands=True), Options(free_start=True)], ids=["hidden", "free"]
)
def test_every_seat_and_spectator_get_the_same_copy_of_every_event_d47(options: Options) -> None:
    """§15, §15.2: no event carries what one seat may know and another may not (hands are
    hidden only in the view, D47), so the seat makes no difference to `redact`, for the events
    of a whole game and for those that load a position of it."""
    played = play(RULES, setup(3, options), "copies", policy=busy)
    middle = played.steps[len(played.steps) // 2].before
    document = RULES.position(middle)
    assert document is not None
    loading = RULES.load_position(setup(3, options), plain(document))
    for event in [*played.log[:-1], *loading]:
        copies = {msgspec.json.encode(RULES.redact(event, s)) for s in (None, 0, 1, 2)}
        assert len(copies) == 1, type(event).__name__
    views = {msgspec.json.encode(RULES.view(middle, s)) for s in (None, 0, 1, 2)}
    assert len(views) == (4 if options.hidden_hands else 1)
