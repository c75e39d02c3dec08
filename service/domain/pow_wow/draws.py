"""What the start's draws were, read back from its events (`Game.recorded_draws`): how a game
log without its seed is checked (docs/replays.md). Pow Wow draws only at the start (§13): the
layout, the first revealer unless the options name one, the commitment's salt."""

from __future__ import annotations

from service.domain.kernel import NO_DRAWS, Draws
from service.domain.pow_wow.events import Event, GameStarted, PrairieLaidOut
from service.domain.pow_wow.state import State


def recorded(state: State, event: Event) -> Draws:
    match event:
        case GameStarted(first_revealer=first, options=options) if options.first_revealer is None:
            return Draws(below=(first,))
        case PrairieLaidOut(cards=cards, salt=salt) if cards is not None and salt is not None:
            return Draws(shuffled=(cards,), hex_digits=(salt,))
    return NO_DRAWS
