"""Victory piles as stacks, bottom → top (D15): collecting, penalties, war tribute."""

from __future__ import annotations

from service.domain.pow_wow.data import BUFFALO, KIND_OF, PENALTY_CARDS, TRIBUTE


def is_buffalo(card: str) -> bool:
    return KIND_OF.get(card) == BUFFALO


def stack(pile: tuple[str, ...], cards: tuple[str, ...], war_tribute: bool) -> tuple[str, ...]:
    """`pile` after a collection (D15): on top, or with war tribute the buffalo block at the
    bottom and the other cards on top, each in listed order."""
    if not war_tribute:
        return pile + cards
    buffalo = tuple(c for c in cards if is_buffalo(c))
    others = tuple(c for c in cards if not is_buffalo(c))
    return buffalo + pile + others


def penalty(pile: tuple[str, ...]) -> tuple[str, ...]:
    """The cards a penalty discards: the top two, top first (§8, D28)."""
    return tuple(reversed(pile[-PENALTY_CARDS:])) if pile else ()


def without(pile: tuple[str, ...], cards: tuple[str, ...]) -> tuple[str, ...]:
    gone = set(cards)
    return tuple(c for c in pile if c not in gone)


def tribute(pile: tuple[str, ...], players: int) -> tuple[str, ...]:
    """The buffalo a payer gives: bottom-most first, up to the per-seat amount (§10.1, D17)."""
    return tuple(c for c in pile if is_buffalo(c))[: TRIBUTE[players]]
