"""What a claim can collect (RULES §5, §7, §10.2, §10.3): its options, productivity, default."""

from __future__ import annotations

import msgspec

from service.domain.pow_wow.data import (
    CAPTIVE_TYPES,
    COLOUR_OF,
    COLOURS,
    KIND_OF,
    OWN_BOOTY,
    PARTNER_TYPES,
    TEEPEE,
    TYPE_OF,
    TYPES,
)
from service.domain.pow_wow.events import BootyOption, Indian
from service.domain.pow_wow.state import State


class Offer(msgspec.Struct, frozen=True):
    """A booty option with the cards it would move into the pile, in stacking order (D15)."""

    option: BootyOption
    cards: tuple[str, ...]


def lowest(table: tuple[str, ...], colour: str, kind: str) -> str | None:
    """The lowest face-up Indian of that colour and type (D3, D29); the table is canonical."""
    return next((c for c in table if COLOUR_OF.get(c) == colour and TYPE_OF.get(c) == kind), None)


def booty_of(table: tuple[str, ...], kind: str) -> tuple[str, ...]:
    """All face-up booty cards of a kind (D2)."""
    return tuple(c for c in table if KIND_OF.get(c) == kind)


def allies(state: State, table: tuple[str, ...], hand: str) -> tuple[str, ...]:
    """Neutral Indians of the played type joining an own/teepees collection (§10.3, D19)."""
    if not state.options.sharing:
        return ()
    neutral = state.neutral_colours
    return tuple(c for c in table if TYPE_OF.get(c) == hand and COLOUR_OF[c] in neutral)


def _own(state: State, table: tuple[str, ...], hand: str, matched: str) -> list[Offer]:
    """The `own` options (§7, D1, D2, D4): one per eligible captive for a chief."""
    booty = booty_of(table, OWN_BOOTY[hand])
    if not booty:
        return []
    friends = allies(state, table, hand)
    if hand != "chief":
        return [Offer(BootyOption("own"), (matched, *friends, *booty))]
    offers = []
    for colour in COLOURS:
        for kind in (t for t in TYPES if t in CAPTIVE_TYPES):
            captive = lowest(table, colour, kind)
            if captive is not None:
                option = BootyOption("own", captive=Indian(colour, kind))
                offers.append(Offer(option, (matched, captive, *friends, *booty)))
    return offers


def _marriages(table: tuple[str, ...], hand: str, matched: str) -> list[Offer]:
    """The `marriage` options (§10.2, D18): one per face-up partner colour and type."""
    teepees = booty_of(table, TEEPEE)
    if not teepees:
        return []
    offers = []
    for colour in COLOURS:
        for kind in (t for t in TYPES if t in PARTNER_TYPES[hand]):
            partner = lowest(table, colour, kind)
            if partner is not None:
                option = BootyOption("marriage", partner=Indian(colour, kind))
                offers.append(Offer(option, (matched, partner, *teepees)))
    return offers


def offers(state: State, seat: int, hand: str, *, marriage: bool = True) -> tuple[Offer, ...]:
    """Every option of `seat`'s claim with `hand` against the current table, in the listing
    order of §11.5 (own, marriage, teepees; then colour order, then type order; D32)."""
    table = state.table
    matched = lowest(table, state.seats[seat], hand)
    if matched is None:
        return ()
    result = _own(state, table, hand, matched)
    if marriage and state.options.marriage:
        result += _marriages(table, hand, matched)
    teepees = booty_of(table, TEEPEE)
    if teepees:
        friends = allies(state, table, hand)
        result.append(Offer(BootyOption("teepees"), (matched, *friends, *teepees)))
    return tuple(result)


def productive(state: State, seat: int, hand: str) -> bool:
    """A claim is productive if it has an option on the frozen window table (§5.4, D6)."""
    return bool(offers(state, seat, hand, marriage=False))


def anyone_productive(state: State) -> bool:
    """Whether some seat could claim productively now (decides the dead window, D22)."""
    return any(productive(state, s, h) for s in range(len(state.seats)) for h in TYPES)


def default_offer(choices: tuple[Offer, ...]) -> Offer:
    """The timer's default (D8): most cards, then the listing order breaks ties."""
    best = max(len(o.cards) for o in choices)
    return next(o for o in choices if len(o.cards) == best)
