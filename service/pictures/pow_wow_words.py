"""Pow Wow's events in words: one short sentence per event, as its audience's copy tells it
(docs/rules/pow_wow.md §11.4). Only the layout's events are redacted (§12): their copies keep
the slot count and lose the cards, so the sentences never name a face-down card. Every sentence
opens with the game's own words (its window, "War tribute", "The game"), never with a seat's
name, which a player may spell in lower case or begin with a sign."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Final, assert_never

from service.domain.pow_wow.data import COLOUR_OF, KIND_OF, TYPE_OF, canonical
from service.domain.pow_wow.events import (
    BootyOption,
    BootyTaken,
    CardRevealed,
    ClaimCameUpEmpty,
    ClaimMade,
    ClaimPenalized,
    Event,
    GameEnded,
    GameStarted,
    Passed,
    PositionLoaded,
    PrairieLaidOut,
    TributePaid,
    WindowClosed,
)
from service.pictures.scene import Scene
from service.pictures.style import seat_name

BOOTY: Final = {
    "buffalo": ("buffalo", "buffalo"),
    "totem": ("totem pole", "totem poles"),
    "tomahawk": ("tomahawk", "tomahawks"),
    "necklace": ("necklace", "necklaces"),
    "teepee": ("teepee", "teepees"),
}
"""Each booty kind's name, one and many."""


def _card(card: str, count: int = 1) -> str:
    """`count` cards like `card` in words: "a red chief", "3 buffalo", "2 totem poles"."""
    kind = KIND_OF.get(card)
    if kind is not None:
        one, many = BOOTY.get(kind, (kind, kind + "s"))
    else:
        one = f"{COLOUR_OF.get(card, '')} {TYPE_OF.get(card, 'Indian')}".strip()
        many = one + "s"
    if count > 1:
        return f"{count} {many}"
    return f"an {one}" if one[:1] in "aeiou" else f"a {one}"


def _and(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items) or "nothing"
    return f"{', '.join(items[:-1])} and {items[-1]}"


def _cards(cards: Iterable[str]) -> str:
    """Cards in words, identical ones counted, in canonical order."""
    counts: Counter[str] = Counter()
    first: dict[str, str] = {}
    for card in canonical(tuple(cards)):
        words = _card(card)
        first.setdefault(words, card)
        counts[words] += 1
    return _and([_card(card, counts[words]) for words, card in first.items()])


def _seats(scene: Scene, seats: Iterable[int]) -> str:
    return _and([seat_name(scene, s) for s in seats])


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _option(option: BootyOption) -> str:
    if option.kind == "own" and option.captive is not None:
        return f"own booty with a {option.captive.colour} {option.captive.type} as captive"
    if option.kind == "marriage" and option.partner is not None:
        return f"a marriage to a {option.partner.colour} {option.partner.type}"
    if option.kind == "own":
        return "own booty"
    if option.kind == "teepees":
        return "the teepees"
    return option.kind


def _how(event: BootyTaken) -> str:
    if event.by_timer:
        return " when time ran out"
    if event.auto:
        return ""
    return " by choice"


def describe(event: Event, scene: Scene) -> str:
    match event:
        case GameStarted(seats=seats, first_revealer=first):
            colours = _and([f"{seat_name(scene, s)} as {c}" for s, c in enumerate(seats)])
            return f"Pow Wow began with {colours}; {seat_name(scene, first)} reveals first."
        case PrairieLaidOut(count=count):
            return f"The {count} prairie cards were laid out face down."
        case PositionLoaded(face_down=face_down, revealer=revealer):
            return (
                f"The game started from a set position with {len(face_down)} slots face down; "
                f"{seat_name(scene, revealer)} reveals first."
            )
        case CardRevealed(window=window, seat=seat, slot=slot, card=card, by_timer=by_timer):
            how = "time ran out and slot" if by_timer else "slot"
            return (
                f"Window {window} opened: {how} {slot} was turned for "
                f"{seat_name(scene, seat)}, showing {_card(card)}."
                if by_timer
                else f"Window {window} opened: {seat_name(scene, seat)} turned slot {slot}, "
                f"showing {_card(card)}."
            )
        case ClaimMade(window=window, seat=seat, hand=hand, order=order, productive=productive):
            note = "" if productive else ", nothing to collect"
            return (
                f"Window {window}: {seat_name(scene, seat)} claimed with the {hand} "
                f"({_ordinal(order)} claim{note})."
            )
        case Passed(window=window, seat=seat):
            return f"Window {window}: {seat_name(scene, seat)} passed."
        case WindowClosed(window=window, reason=reason, silent=silent):
            if reason == "deadline" and silent:
                return (
                    f"Window {window} closed at its deadline; {_seats(scene, silent)} let it pass."
                )
            if reason == "deadline":
                return f"Window {window} closed at its deadline."
            return f"Window {window} closed: everyone acted."
        case ClaimPenalized(window=window, seat=seat, discarded=discarded):
            lost = (
                f"{_cards(discarded)} from the pile went out of the game"
                if discarded
                else "the pile was empty, so nothing was lost"
            )
            return (
                f"Window {window}: {seat_name(scene, seat)}'s claim could collect nothing and was "
                f"penalized; {lost}."
            )
        case ClaimCameUpEmpty(window=window, seat=seat):
            return (
                f"Window {window}: {seat_name(scene, seat)}'s claim came up empty, "
                "nothing was left to take."
            )
        case BootyTaken(window=window, seat=seat, option=option, cards=cards):
            return (
                f"Window {window}: {seat_name(scene, seat)} took {_cards(cards)} "
                f"({_option(option)}){_how(event)}."
            )
        case TributePaid(from_seat=payer, to_seat=receiver, cards=cards):
            return (
                f"War tribute: {seat_name(scene, payer)} paid {_cards(cards)} to "
                f"{seat_name(scene, receiver)}."
            )
        case GameEnded(scores=scores, winners=winners):
            best = max(scores, default=0)
            verb = "wins" if len(winners) == 1 else "share the win"
            return f"The game is over: {_seats(scene, winners)} {verb} with {best} cards."
        case _:
            assert_never(event)
