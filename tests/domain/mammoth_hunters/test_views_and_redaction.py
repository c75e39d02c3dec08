"""RULES §14 hidden information, §16.7 redaction, §16.8 views."""

from __future__ import annotations

import typing
from typing import Any

import msgspec

from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import DiscardCard, Done, DrawCard, PlayCard, PutAway
from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    CardDiscarded,
    CardDrawn,
    DecksShuffled,
    Event,
    HandsDealt,
)
from tests.domain.mammoth_hunters.helpers import (
    document,
    hands_with,
    loaded_events,
    playout,
    run,
    started,
    state_of,
)

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")


def test_a_seat_sees_its_own_hand_and_only_colour_counts_of_the_others() -> None:
    state = state_of(document(hands=hands_with(*HAND), regions={5: {"campfires": [2, 1]}}))
    mine = RULES.view(state, 0)
    assert mine.hand == HAND
    assert [(s.light_cards, s.dark_cards) for s in mine.seats] == [(2, 3)] * 3
    theirs = RULES.view(state, 1)
    assert theirs.hand == state.seats[1].hand
    assert "L-TREK#1" not in msgspec.json.encode(theirs).decode()
    assert RULES.view(state, None).hand is None
    assert mine.board[4].campfires == 2
    assert mine.campfires_aside == 12


def test_the_view_shows_the_open_part_and_its_decider() -> None:
    state = state_of(
        document(hands=hands_with(*HAND), regions={5: {"hunters": {0: (1, 0)}, "campfires": [1]}})
    )
    state, _ = run(state, (PlayCard(card="D-RAID2#1", target=2), 0))
    view = RULES.view(state, None)
    assert view.state == "resolve" and view.to_move == (2,)
    assert view.part is not None and view.part.card == "D-RAID2#1" and view.part.decider == 2
    assert view.in_play == "D-RAID2#1" and view.dark_pile.top == "D-RAID2#1"


def test_drawn_and_discarded_cards_are_hidden_from_the_others() -> None:
    state = state_of(document(hands=hands_with(*HAND), regions={5: {"campfires": [1]}}))
    state, _ = run(state, (PlayCard(card="L-FIRE#1"), 0), (Done(), 0))
    state, produced = run(state, (DiscardCard(card="D-ARMS#3"), 0), (DrawCard(deck="light"), 0))
    discarded = produced[0]
    assert isinstance(discarded, CardDiscarded)
    assert RULES.redact(discarded, 0) == discarded
    assert RULES.redact(discarded, 1) == CardDiscarded(seat=0, colour="dark", card=None)
    drawn = produced[1]
    assert isinstance(drawn, CardDrawn) and drawn.card is not None
    assert RULES.redact(drawn, None) == CardDrawn(seat=0, colour="light", card=None)


def test_setup_secrets_are_redacted_for_everyone() -> None:
    events = started(3, seed="v")
    decks = RULES.redact(events[1], 0)
    assert isinstance(decks, DecksShuffled)
    assert (decks.light, decks.dark, decks.light_size, decks.dark_size) == ((), (), 33, 22)
    fires = RULES.redact(events[2], None)
    assert isinstance(fires, CampfiresPlaced)
    assert fires.stacks == {} and fires.aside == () and fires.aside_count == 6
    assert fires.counts == {str(n): 1 for n in range(5, 13)}


def test_dealt_hands_are_shown_only_to_their_owner() -> None:
    dealt = HandsDealt(
        hands=(("L-A#1",), ("L-B#1",), ("L-C#1",)), light_counts=(1, 1, 1), dark_counts=(0, 0, 0)
    )
    mine = RULES.redact(dealt, 1)
    assert isinstance(mine, HandsDealt) and mine.hands == ((), ("L-B#1",), ())
    spectator = RULES.redact(dealt, None)
    assert isinstance(spectator, HandsDealt) and spectator.hands == ((), (), ())


def test_once_over_the_view_reveals_everything() -> None:
    game = playout(3, seed="over")
    view = RULES.view(game.state, None)
    assert view.state == "over" and view.outcome is not None
    assert view.revealed is not None
    assert view.revealed.hands == tuple(s.hand for s in game.state.seats)


def test_every_event_type_is_emitted_somewhere_and_round_trips_through_json() -> None:
    seen: dict[str, Any] = {}
    for seed in ("e1", "e2", "e3"):
        game = playout(4, seed=seed)
        for event in game.log:
            seen.setdefault(type(event).__name__, event)
    doc = document(hands=hands_with(*HAND))
    for event in loaded_events(doc):
        seen.setdefault(type(event).__name__, event)
    stuck = document(hands=hands_with("L-PARTY#1", "D-CULT#1"), stones=[0, 6, 6])
    _, produced = run(state_of(stuck), (PutAway(card="D-CULT#1"), 0))
    final = document(round=4, hands=hands_with(*HAND), dark_reserve=1)
    _, produced2 = run(state_of(final), (PlayCard(card="D-SPARK#3"), 0))
    for event in produced + produced2:
        seen.setdefault(type(event).__name__, event)
    assert {t.__name__ for t in typing.get_args(Event)} == set(seen)
    for event in seen.values():
        encoded = msgspec.json.encode(event)
        assert msgspec.convert(msgspec.json.decode(encoded), RULES.Event) == event
        for seat in (None, 0, 1):
            copy = RULES.redact(event, seat)
            assert msgspec.convert(msgspec.json.decode(msgspec.json.encode(copy)), RULES.Event) == (
                copy
            )
