"""RULES §6.1–§6.5, §6.10, §16.6 for `play`: paying, earning, the 8-stone rule, the choices of
one play decision (D11, D25, D26, D33)."""

from __future__ import annotations

import pytest

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import (
    Done,
    DrawCard,
    PlaceHunter,
    PlayCard,
    PutAway,
    SkipDiscard,
)
from service.domain.mammoth_hunters.events import CardPlayed, PartEnded
from service.domain.mammoth_hunters.state import Discard, Draw, Play, Resolve
from tests.domain.mammoth_hunters.helpers import (
    document,
    given_position,
    hands_with,
    run,
    state_of,
)


def test_a_light_card_is_paid_into_the_light_reserve() -> None:
    doc = document(hands=hands_with("L-TREK#1", "D-SPARK#1"), stones=[4, 4, 4])
    state, produced = run(state_of(doc), (PlayCard(card="L-TREK#1"), 0))
    assert produced[0] == CardPlayed(seat=0, card="L-TREK#1", paid=2)
    assert state.seats[0].stones == 2
    assert state.light_reserve == 2
    assert state.light_pile[-1].card == "L-TREK#1"


def test_a_dark_card_earns_its_reward_from_the_dark_reserve_and_names_an_opponent() -> None:
    """D26: a single-target dark card names an opponent, who then decides."""
    doc = document(hands=hands_with("L-TREK#1", "D-RAID2#1"), regions={5: {"hunters": {0: (1, 0)}}})
    state, produced = run(state_of(doc), (PlayCard(card="D-RAID2#1", target=2), 0))
    assert produced[0] == CardPlayed(seat=0, card="D-RAID2#1", target=2, from_dark=3)
    assert state.seats[0].stones == 7
    assert state.dark_pile[-1].card == "D-RAID2#1"
    assert isinstance(state.phase, Resolve) and state.phase.part.decider == 2
    assert RULES.to_move(state) == {2}


def test_a_dark_card_can_never_name_its_own_player_d26() -> None:
    doc = document(hands=hands_with("L-TREK#1", "D-RAID2#1"))
    given_position(doc).when(PlayCard(card="D-RAID2#1", target=0), seat=0).rejects("invalid_target")
    given_position(doc).when(PlayCard(card="D-RAID2#1", target=3), seat=0).rejects("invalid_target")


def test_a_short_dark_reserve_is_topped_up_from_the_light_reserve_d11() -> None:
    doc = document(
        hands=hands_with("L-TREK#1", "D-RAID2#1"),
        stones=[4, 4, 22],
        dark_reserve=1,
        light_reserve=1,
    )
    state, produced = run(state_of(doc), (PlayCard(card="D-RAID2#1", target=1), 0))
    assert produced[0] == CardPlayed(seat=0, card="D-RAID2#1", target=1, from_dark=1, from_light=1)
    assert (state.dark_reserve, state.light_reserve, state.seats[0].stones) == (0, 0, 6)


def test_with_8_stones_at_the_start_of_the_turn_no_dark_card_may_be_played() -> None:
    doc = document(hands=hands_with("L-TREK#1", "D-RAID2#1"), stones=[8, 4, 4])
    given_position(doc).when(PlayCard(card="D-RAID2#1", target=1), seat=0).rejects(
        "dark_card_forbidden"
    )


def test_a_player_can_exceed_8_stones_by_playing_a_dark_card_with_7() -> None:
    doc = document(hands=hands_with("L-TREK#1", "D-RAID2#1"), stones=[7, 4, 4])
    state, _ = run(state_of(doc), (PlayCard(card="D-RAID2#1", target=1), 0))
    assert state.seats[0].stones == 10


def test_a_light_card_needs_its_full_cost() -> None:
    doc = document(hands=hands_with("L-PARTY#1", "D-RAID2#1"), stones=[2, 4, 4])
    given_position(doc).when(PlayCard(card="L-PARTY#1"), seat=0).rejects("cannot_afford")


def test_a_light_card_may_be_played_even_when_its_action_can_do_nothing() -> None:
    """Fire keeper with no campfire on the board: paid, and the part ends exhausted (D34)."""
    doc = document(hands=hands_with("L-FIRE#1", "D-RAID2#1"))
    state, produced = run(state_of(doc), (PlayCard(card="L-FIRE#1"), 0))
    assert produced[1] == PartEnded(seat=0, reason="exhausted")
    assert isinstance(state.phase, Discard)
    assert state.seats[0].stones == 3


@pytest.mark.parametrize(
    ("command", "code"),
    [
        (PlayCard(card="L-SWAP#2"), "card_not_in_hand"),
        (PlayCard(card="D-RAID2#1"), "choice_missing"),
        (PlayCard(card="L-TREK#1", target=1), "choice_not_applicable"),
        (PlayCard(card="L-TREK#1", pile="light"), "choice_not_applicable"),
        (PlayCard(card="L-TREK#1", option="move_adjacent"), "choice_not_applicable"),
        (PlayCard(card="D-WAVE1#1", target=1), "choice_not_applicable"),
        (PlayCard(card="L-HERD#1"), "choice_missing"),
        (PlayCard(card="L-CULT#1"), "choice_missing"),
    ],
)
def test_one_play_decision_carries_exactly_the_choices_it_needs_d33(
    command: PlayCard, code: str
) -> None:
    doc = document(hands=hands_with("L-TREK#1", "L-HERD#1", "L-CULT#1", "D-RAID2#1", "D-WAVE1#1"))
    given_position(doc).when(command, seat=0).rejects(code)


def test_every_opponent_cards_go_clockwise_from_the_left_neighbour_d26() -> None:
    doc = document(4, active=2, hands=hands_with("L-TREK#1", "D-WAVE1#1", players=4, seat=2))
    state, _ = run(state_of(doc), (PlayCard(card="D-WAVE1#1"), 2))
    assert isinstance(state.phase, Resolve)
    assert state.phase.part.decider == 3 and state.phase.waiting == (0, 1)


def test_only_the_seat_to_move_may_play_and_the_system_never() -> None:
    doc = document(hands=hands_with("L-TREK#1", "D-RAID2#1"))
    g = given_position(doc)
    g.when(PlayCard(card="L-TREK#1"), seat=1).rejects("not_your_turn")
    g.when(PlayCard(card="L-TREK#1"), seat=None).rejects("not_your_turn")
    g.when(DrawCard(deck="light"), seat=0).rejects("wrong_phase")
    g.when(PlaceHunter(region=5), seat=0).rejects("wrong_phase")


def test_a_player_with_no_legal_play_puts_a_card_away_unresolved_d25() -> None:
    """A lone Cult with empty piles and an unaffordable light card: nothing is playable."""
    doc = document(hands=hands_with("L-PARTY#1", "D-CULT#1"), stones=[0, 6, 6])
    state = state_of(doc)
    moves = RULES.legal_moves(state, 0)
    assert moves == [PutAway(card="L-PARTY#1"), PutAway(card="D-CULT#1")]
    state, produced = run(state, (PutAway(card="D-CULT#1"), 0))
    assert isinstance(state.phase, Discard)
    assert state.dark_pile[0].hidden and state.dark_pile[0].card == "D-CULT#1"
    assert state.seats[0].stones == 0 and state.dark_reserve == doc["dark_reserve"]
    assert len(produced) == 1


def test_put_away_is_refused_while_a_play_is_legal_d25() -> None:
    doc = document(hands=hands_with("L-TREK#1", "D-RAID2#1"))
    given_position(doc).when(PutAway(card="L-TREK#1"), seat=0).rejects("play_available")


def test_the_turn_passes_clockwise_after_the_draw() -> None:
    doc = document(hands=hands_with("L-FIRE#1", "D-RAID2#1", "D-SPARK#3", "L-TREK#1", "D-ARMS#3"))
    state, _ = run(
        state_of(doc),
        (PlayCard(card="L-FIRE#1"), 0),
        (SkipDiscard(), 0),
        (DrawCard(deck="light"), 0),
    )
    assert isinstance(state.phase, Play) and state.active == 1
    assert state.turn_stones == state.seats[1].stones


def test_done_ends_a_part_at_any_time_d34() -> None:
    doc = document(hands=hands_with("L-TER-RIVER#1", "D-RAID2#1"))
    state, produced = run(state_of(doc), (PlayCard(card="L-TER-RIVER#1"), 0), (Done(), 0))
    assert produced[-1] == PartEnded(seat=0, reason="done")
    assert isinstance(state.phase, Discard)


def test_decide_is_deterministic_for_the_same_version() -> None:
    doc = document(hands=hands_with("L-FIRE#1", "D-RAID2#1"))
    state = state_of(doc)
    a = RULES.decide(state, PlayCard(card="L-FIRE#1"), 0, Rng("x", 5))
    b = RULES.decide(state, PlayCard(card="L-FIRE#1"), 0, Rng("x", 5))
    assert a == b
    assert isinstance(state.phase, Play) and not isinstance(state.phase, Draw)
