"""Each seat's copy of an event: hands, hidden discards, deck orders and face-down campfire
values are removed (RULES §14, §16.7). The platform shows the whole log once the game is over."""

from __future__ import annotations

from msgspec.structs import replace

from service.domain.mammoth_hunters.events import (
    CampfiresPlaced,
    CardDiscarded,
    CardDrawn,
    CardPutAway,
    DeckReshuffled,
    DecksShuffled,
    Event,
    HandsDealt,
    PositionLoaded,
)
from service.domain.mammoth_hunters.position import redact_loaded


def redact(event: Event, seat: int | None) -> Event:
    match event:
        case DecksShuffled():
            return replace(event, light=(), dark=())
        case CampfiresPlaced():
            return replace(event, stacks={}, aside=())
        case DeckReshuffled():
            return replace(event, deck=())
        case HandsDealt(hands=hands):
            return replace(event, hands=tuple(h if s == seat else () for s, h in enumerate(hands)))
        case PositionLoaded():
            return redact_loaded(event, seat)
        case CardPutAway() | CardDiscarded() | CardDrawn() if event.seat != seat:
            return replace(event, card=None)
        case _:
            return event
