"""RULES §6.6–§6.8: the hidden discard, drawing to 5, the hand rule, reshuffling and the end of
the deployment phase (D7, D8, D9, D10, D38)."""

from __future__ import annotations

from msgspec.structs import replace

from service.domain.kernel import Rng
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import (
    DiscardCard,
    Done,
    DrawCard,
    PlayCard,
    SkipDiscard,
)
from service.domain.mammoth_hunters.events import (
    CardDiscarded,
    CardDrawn,
    DeckReshuffled,
    DeploymentEnded,
    TurnEnded,
)
from service.domain.mammoth_hunters.evolve import decision
from service.domain.mammoth_hunters.flow import advance
from service.domain.mammoth_hunters.state import Draw, GlacierChoice, PileCard, Play
from tests.domain.mammoth_hunters.helpers import (
    document,
    given_position,
    hands_with,
    run,
    state_of,
)

HAND = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")


def test_a_discard_goes_hidden_to_the_bottom_of_its_own_pile_d7() -> None:
    doc = document(hands=hands_with(*HAND), dark_pile=[{"card": "D-WAVE2#1"}])
    state, produced = run(
        state_of(doc), (PlayCard(card="L-FIRE#1"), 0), (DiscardCard(card="D-RAID2#1"), 0)
    )
    assert produced[-1] == CardDiscarded(seat=0, colour="dark", card="D-RAID2#1")
    assert state.dark_pile == (PileCard("D-RAID2#1", hidden=True), PileCard("D-WAVE2#1"))
    assert isinstance(state.phase, Draw)


def test_a_hidden_discard_on_an_empty_pile_is_no_visible_top_d7() -> None:
    doc = document(hands=hands_with(*HAND))
    state, _ = run(
        state_of(doc), (PlayCard(card="L-FIRE#1"), 0), (DiscardCard(card="D-RAID2#1"), 0)
    )
    assert RULES.view(state, 1).dark_pile.top is None
    assert RULES.view(state, 1).dark_pile.size == 1


def test_the_player_draws_one_card_at_a_time_until_he_holds_5_d38() -> None:
    doc = document(hands=hands_with(*HAND))
    state, produced = run(
        state_of(doc),
        (PlayCard(card="L-FIRE#1"), 0),
        (DiscardCard(card="D-RAID2#1"), 0),
        (DrawCard(deck="dark"), 0),
    )
    assert isinstance(state.phase, Draw) and len(state.seats[0].hand) == 4
    state, produced = run(state, (DrawCard(deck="light"), 0))
    assert isinstance(produced[0], CardDrawn) and produced[0].colour == "light"
    assert produced[-1] == TurnEnded(seat=0)
    assert isinstance(state.phase, Play) and state.active == 1


def test_a_draw_that_would_make_five_cards_of_one_colour_is_refused() -> None:
    doc = document(hands=hands_with("L-FIRE#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3", "D-ARMS#2"))
    g = given_position(doc)
    state, _ = run(g.state, (PlayCard(card="L-FIRE#1"), 0), (SkipDiscard(), 0))
    assert RULES.legal_moves(state, 0) == [DrawCard(deck="light")]
    g2 = given_position(doc)
    g2.state = state
    g2.when(DrawCard(deck="dark"), seat=0).rejects("hand_rule")


def test_an_empty_deck_is_reshuffled_from_its_pile_keeping_the_top_d8() -> None:
    """D8: the pile's topmost card stays, even a hidden one; the rest becomes the deck."""
    pile = [{"card": "L-SWAP#1"}, {"card": "L-DRIVE#1", "hidden": True}]
    doc = _move_spare_light_to_pile(document(hands=hands_with(*HAND), light_pile=pile))
    before = [p["card"] for p in doc["discards"]["light"]]  # type: ignore[index]
    state, produced = run(
        state_of(doc),
        (PlayCard(card="D-RAID2#1", target=1), 0),
        (SkipDiscard(), 0),
        (DrawCard(deck="light"), 0),
    )
    reshuffle = next(e for e in produced if isinstance(e, DeckReshuffled))
    assert reshuffle.colour == "light"
    assert sorted(reshuffle.deck) == sorted(before[:-1])
    assert state.light_pile == (PileCard("L-DRIVE#1", hidden=True),)
    drawn = next(e for e in produced if isinstance(e, CardDrawn))
    assert drawn.card == reshuffle.deck[0]
    assert state.light_deck == reshuffle.deck[1:]


def test_with_no_legal_draw_the_hand_stays_short_and_the_turn_ends_d9() -> None:
    """D9: four light cards in hand (dark needed) and no dark card to draw."""
    doc = document(hands=hands_with(*HAND))
    state = state_of(doc)
    hand = ("L-TREK#1", "L-SWAP#1", "L-SWAP#2", "L-DRIVE#1")
    state = replace(
        state,
        phase=Draw(),
        seats=(replace(state.seats[0], hand=hand), *state.seats[1:]),
        dark_deck=(),
        dark_pile=(PileCard("D-RAID2#2"),),
    )
    assert RULES.legal_moves(state, 0) == []
    made = decision(state)
    advance(made, Rng("t", 0))
    assert made.events == [TurnEnded(seat=0)]
    assert len(made.state.seats[0].hand) == 4


def test_the_player_who_takes_the_last_stone_still_discards_and_draws_d10() -> None:
    doc = document(hands=hands_with(*HAND), dark_reserve=1, regions={5: {"campfires": [1]}})
    state, _ = run(state_of(doc), (PlayCard(card="D-SPARK#3", target=1), 0))
    assert state.dark_reserve == 0
    state, _ = run(state, (Done(), 1), (DiscardCard(card="L-TREK#1"), 0))
    assert isinstance(state.phase, Draw)
    state, _ = run(state, (DrawCard(deck="light"), 0))
    state, produced2 = run(state, (DrawCard(deck="dark"), 0))
    assert produced2[1:3] == [TurnEnded(seat=0), DeploymentEnded(round=1)]
    assert isinstance(state.phase, GlacierChoice)


def _move_spare_light_to_pile(doc: dict[str, object]) -> dict[str, object]:
    """Put every light card that is in no hand and no pile under the light pile."""
    from service.domain.mammoth_hunters import data

    seats = doc["seats"]
    discards = doc["discards"]
    decks = doc["decks"]
    assert isinstance(seats, list) and isinstance(discards, dict) and isinstance(decks, dict)
    held = {c for s in seats for c in s["hand"]}
    piled = {p["card"] for p in discards["light"]}
    spare = [c for c in data.LIGHT_CARDS if c not in held | piled]
    discards["light"] = [{"card": c} for c in spare] + discards["light"]
    decks["light"] = []
    return doc
