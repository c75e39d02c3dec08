"""RULES §8.3 Cult cards and the order of the discard piles (D4, D5, D6, D32)."""

from __future__ import annotations

from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import Done, DrawCard, PlayCard, SkipDiscard
from service.domain.mammoth_hunters.events import CardPlayed
from service.domain.mammoth_hunters.state import PileCard, Resolve
from tests.domain.mammoth_hunters.helpers import (
    document,
    given_position,
    hands_with,
    run,
    state_of,
)


def cult_doc(**kw: object) -> dict[str, object]:
    defaults: dict[str, object] = {
        "hands": hands_with("L-CULT#1", "D-CULT#1", "L-TREK#1", "D-RAID2#1"),
        "light_pile": [{"card": "L-FIRE#1"}],
        "dark_pile": [{"card": "D-SPARK#1"}],
        "regions": {5: {"hunters": {0: (1, 0)}, "campfires": [1]}},
    }
    defaults.update(kw)
    return document(**defaults)  # type: ignore[arg-type]


def test_the_seed_example_a_light_cult_copies_the_dark_top_and_earns_its_stones_d4() -> None:
    """D4: the Cult itself costs and earns nothing; the copied card's reward applies."""
    state, produced = run(
        state_of(cult_doc()), (PlayCard(card="L-CULT#1", pile="dark", target=1), 0)
    )
    assert produced[0] == CardPlayed(
        seat=0, card="L-CULT#1", copied="D-SPARK#1", pile="dark", target=1, from_dark=1
    )
    assert state.seats[0].stones == 5
    assert state.light_pile == (PileCard("L-CULT#1"), PileCard("L-FIRE#1"))
    assert state.dark_pile == ()
    assert isinstance(state.phase, Resolve) and state.phase.card == "D-SPARK#1"
    assert RULES.view(state, None).in_play == "D-SPARK#1"


def test_the_copied_card_goes_back_on_top_of_its_pile_after_the_action_d32() -> None:
    state, _ = run(
        state_of(cult_doc()),
        (PlayCard(card="L-CULT#1", pile="dark", target=1), 0),
        (Done(), 1),
    )
    assert state.dark_pile == (PileCard("D-SPARK#1"),)
    assert state.light_pile[0] == PileCard("L-CULT#1")


def test_a_cult_copying_a_light_card_pays_its_cost() -> None:
    state, produced = run(state_of(cult_doc()), (PlayCard(card="D-CULT#1", pile="light"), 0))
    assert produced[0] == CardPlayed(
        seat=0, card="D-CULT#1", copied="L-FIRE#1", pile="light", paid=1
    )
    assert state.dark_pile == (PileCard("D-CULT#1"), PileCard("D-SPARK#1"))
    assert state.light_pile == ()


def test_a_pile_whose_top_is_a_hidden_discard_offers_nothing_d5() -> None:
    doc = cult_doc(dark_pile=[{"card": "D-SPARK#1"}, {"card": "D-SPARK#2", "hidden": True}])
    given_position(doc).when(PlayCard(card="L-CULT#1", pile="dark", target=1), seat=0).rejects(
        "pile_not_eligible"
    )


def test_an_empty_pile_or_a_lone_cult_offers_nothing_d5() -> None:
    doc = cult_doc(light_pile=[], dark_pile=[])
    g = given_position(doc)
    g.when(PlayCard(card="L-CULT#1", pile="light"), seat=0).rejects("pile_not_eligible")
    g.when(PlayCard(card="D-CULT#1", pile="dark", target=1), seat=0).rejects("pile_not_eligible")


def test_a_cult_on_top_is_never_copied_d5() -> None:
    doc = cult_doc(light_pile=[{"card": "L-CULT#2"}])
    given_position(doc).when(PlayCard(card="D-CULT#1", pile="light"), seat=0).rejects(
        "pile_not_eligible"
    )


def test_with_8_stones_either_cult_may_copy_only_the_light_pile_d6() -> None:
    doc = cult_doc(stones=[8, 4, 4])
    g = given_position(doc)
    g.when(PlayCard(card="D-CULT#1", pile="dark", target=1), seat=0).rejects("pile_not_eligible")
    g.when(PlayCard(card="L-CULT#1", pile="dark", target=1), seat=0).rejects("pile_not_eligible")
    played = g.when(PlayCard(card="D-CULT#1", pile="light"), seat=0).events()
    assert isinstance(played[0], CardPlayed) and played[0].copied == "L-FIRE#1"


def test_a_cult_copying_a_mammoth_herd_needs_an_affordable_option() -> None:
    doc = cult_doc(
        light_pile=[{"card": "L-HERD#2"}],
        stones=[4, 4, 4],
        regions={n: {"mammoths": 1} for n in (5, 6, 7, 8)},
    )
    g = given_position(doc)
    g.when(PlayCard(card="D-CULT#1", pile="light"), seat=0).rejects("choice_missing")
    g.when(PlayCard(card="D-CULT#1", pile="light", option="move_non_adjacent"), seat=0).rejects(
        "cannot_afford"
    )
    g.when(PlayCard(card="D-CULT#1", pile="light", option="place_from_supply"), seat=0).rejects(
        "invalid_option"
    )
    moves = {
        m
        for m in RULES.legal_moves(g.state, 0)
        if isinstance(m, PlayCard) and m.card == "D-CULT#1" and m.pile == "light"
    }
    assert moves == {PlayCard(card="D-CULT#1", pile="light", option="move_adjacent")}


def test_two_cults_in_a_row_can_repeat_the_same_action() -> None:
    doc = cult_doc(
        hands=[
            ["L-CULT#1", "D-RAID2#1", "L-TREK#1", "D-ARMS#1", "D-ARMS#2"],
            ["L-CULT#2", "D-RAID2#2", "L-TREK#2", "D-ARMS#3", "D-SPARK#3"],
            ["L-TER-RIVER#1", "L-TER-RIVER#2", "D-RAID1#1", "D-RAID1#2", "D-RAID1#3"],
        ]
    )
    state, produced = run(
        state_of(doc),
        (PlayCard(card="L-CULT#1", pile="light"), 0),
        (Done(), 0),
        (SkipDiscard(), 0),
        (DrawCard(deck="dark"), 0),
        (PlayCard(card="L-CULT#2", pile="light"), 1),
    )
    assert produced[-1] == CardPlayed(
        seat=1, card="L-CULT#2", copied="L-FIRE#1", pile="light", paid=1
    )
    assert state.light_pile == (PileCard("L-CULT#2"), PileCard("L-CULT#1"))
