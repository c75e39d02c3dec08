"""Phase 1, deployment: playing a card (light pays, dark earns), the 8-stone rule, Cults,
putting away, discarding and drawing (RULES §6, §8.3; D4–D12, D25, D33, D38)."""

from __future__ import annotations

from collections.abc import Iterator

from service.domain.kernel import Refusal
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.commands import (
    COLOURS,
    HERD_OPTIONS,
    Colour,
    DiscardCard,
    DrawCard,
    HerdOption,
    PlayCard,
    PutAway,
)
from service.domain.mammoth_hunters.refusals import Refusals
from service.domain.mammoth_hunters.state import PileCard, State

SINGLE_TARGET = frozenset(
    {
        "target_removes_hunters",
        "target_club_or_move_two",
        "target_moves_campfire",
        "target_removes_mammoth",
    }
)


def eight_stone_rule(state: State) -> bool:
    """Whether the active seat started his turn with 8 or more stones (RULES §6.5)."""
    return state.turn_stones >= data.DARK_FORBIDDEN_AT


def eligible_top(pile: tuple[PileCard, ...]) -> str | None:
    """The visible top a Cult may copy: played face up and not a Cult (D5)."""
    if not pile or pile[-1].hidden or data.is_cult(pile[-1].card):
        return None
    return pile[-1].card


def cult_top(state: State, card: str, pile: str) -> str | None:
    """The top of `pile` after the Cult `card` went under its own pile (RULES §8.3)."""
    cards = state.pile(pile)
    if data.colour_of(card) == pile and not cards:
        return None  # the Cult would be a lone Cult
    return eligible_top(cards)


def option_has_target(state: State, option: str) -> bool:
    """Mammoth herd: whether the option can do anything (RULES §8.1)."""
    if option == "place_from_supply":
        return state.mammoth_supply() > 0
    opens = state.open_regions()
    for f in opens:
        if state.region(f).mammoths == 0:
            continue
        for t in opens:
            near = data.adjacent(f, t)
            if t != f and near == (option == "move_adjacent"):
                return True
    return False


def cost_of(card: str, option: str | None) -> int:
    kind = data.card_type(card)
    if kind.cost_by_option is not None:
        return kind.cost_by_option.get(option or "", 0)
    return kind.cost or 0


def final_stop(state: State, card: str) -> bool:
    """RULES §6.9, D12: in the final round a dark reward that would empty the dark reserve."""
    kind = data.card_type(card)
    return (
        state.is_final_round()
        and kind.colour == "dark"
        and (kind.reward or 0) >= state.dark_reserve
    )


def play_violation(state: State, seat: int, c: PlayCard) -> Refusal | None:
    """The first refusal of a `play`, checked field by field (RULES §16.6), else None."""
    if c.card not in state.seats[seat].hand:
        return Refusals.card_not_in_hand()
    cult = data.is_cult(c.card)
    if data.colour_of(c.card) == "dark" and not cult and eight_stone_rule(state):
        return Refusals.dark_card_forbidden()
    resolved = c.card
    if cult:
        if c.pile is None:
            return Refusals.choice_missing()
        top = cult_top(state, c.card, c.pile)
        if top is None or (c.pile == "dark" and eight_stone_rule(state)):
            return Refusals.pile_not_eligible()
        resolved = top
    elif c.pile is not None:
        return Refusals.choice_not_applicable()
    return _resolved_violation(state, seat, c, resolved)


def _resolved_violation(state: State, seat: int, c: PlayCard, resolved: str) -> Refusal | None:
    """`option`, the price and `target`, judged on the card to be resolved (RULES §16.6)."""
    kind = data.card_type(resolved)
    if kind.cost_by_option is not None:
        if c.option is None:
            return Refusals.choice_missing()
        if not option_has_target(state, c.option):
            return Refusals.invalid_option()
    elif c.option is not None:
        return Refusals.choice_not_applicable()
    if kind.colour == "light" and cost_of(resolved, c.option) > state.seats[seat].stones:
        return Refusals.cannot_afford()
    wants_target = kind.action in SINGLE_TARGET and not final_stop(state, resolved)
    if wants_target and c.target is None:
        return Refusals.choice_missing()
    if not wants_target and c.target is not None:
        return Refusals.choice_not_applicable()
    if c.target is not None and (c.target == seat or not 0 <= c.target < state.players):
        return Refusals.invalid_target()
    return None


def play_candidates(state: State, seat: int) -> Iterator[PlayCard]:
    """Every card in hand with every pile, option and target (RULES §16.5)."""
    options: tuple[HerdOption | None, ...] = (None, *HERD_OPTIONS)
    for card in state.seats[seat].hand:
        piles: tuple[Colour | None, ...] = COLOURS if data.is_cult(card) else (None,)
        for pile in piles:
            for option in options:
                for target in (None, *range(state.players)):
                    yield PlayCard(card=card, option=option, pile=pile, target=target)


def any_play(state: State, seat: int) -> bool:
    return any(play_violation(state, seat, c) is None for c in play_candidates(state, seat))


def put_away_violation(state: State, seat: int, c: PutAway) -> Refusal | None:
    """Only a card in hand, and only while no play is legal (RULES §6.10, D25)."""
    if c.card not in state.seats[seat].hand:
        return Refusals.card_not_in_hand()
    if any_play(state, seat):
        return Refusals.play_available()
    return None


def discard_violation(state: State, seat: int, c: DiscardCard) -> Refusal | None:
    return None if c.card in state.seats[seat].hand else Refusals.card_not_in_hand()


def colour_available(state: State, colour: str) -> bool:
    """A deck can be drawn from if it has cards or its pile can be reshuffled (RULES §6.7)."""
    return bool(state.deck(colour)) or len(state.pile(colour)) >= 2


def draw_violation(state: State, seat: int, c: DrawCard) -> Refusal | None:
    """The hand rule first, then the deck's availability (RULES §6.7)."""
    hand = state.seats[seat].hand
    same = sum(1 for card in hand if data.colour_of(card) == c.deck)
    if len(hand) == data.HAND_SIZE - 1 and same == data.HAND_SIZE - 1:
        return Refusals.hand_rule()
    if not colour_available(state, c.deck):
        return Refusals.deck_unavailable()
    return None


def legal_draws(state: State, seat: int) -> list[DrawCard]:
    commands = [DrawCard(deck=colour) for colour in COLOURS]
    return [c for c in commands if draw_violation(state, seat, c) is None]


def turn_complete(state: State) -> bool:
    """The refill stops at 5 cards or when no legal draw is left (RULES §6.7, D9)."""
    hand = state.seats[state.active].hand
    return len(hand) >= data.HAND_SIZE or not legal_draws(state, state.active)


def payment(state: State, seat: int, resolved: str, option: str | None) -> tuple[int, int, int]:
    """(paid, from_dark, from_light) of a play that is carried out (RULES §6.3, §6.4, D11)."""
    kind = data.card_type(resolved)
    if kind.colour == "light":
        return cost_of(resolved, option), 0, 0
    reward = kind.reward or 0
    from_dark = min(reward, state.dark_reserve)
    from_light = min(reward - from_dark, state.light_reserve)
    return 0, from_dark, from_light
