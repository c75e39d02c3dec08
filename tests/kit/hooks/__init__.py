"""What the contract needs to know of each game, one module per game (`hooks/<game>.py`,
exporting `HOOKS`): which positions a seat cannot tell apart (`twin`), which strings are its
secrets (`secrets`), how to play it to the end (`policy`), and which options to play."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Set
from dataclasses import dataclass
from typing import Any

from service.domain.kernel import Rng, Seat
from tests.kit.playout import Policy, uniform

Twin = Callable[[Any, Seat | None, Rng], Any]
"""(a position document as JSON, a seat or None for a spectator, rng) → another document that
this seat cannot tell apart from it (the same except for what is secret from that seat), or
None when there is none. The contract loads both and compares the seat's view, its copies of
the loading events and its legal moves: any difference is a leak."""

Secrets = Callable[[Any, Seat | None], Set[str]]
"""(state, seat) → strings that seat must not see now, as JSON string values (card ids …)."""


def no_tokens(state: Any, seat: Seat | None) -> Set[str]:
    return frozenset()


@dataclass(frozen=True)
class Hooks:
    twin: Twin
    secrets: Secrets = no_tokens
    policy: Policy = uniform
    options: tuple[Any, ...] = ()
    """Option sets to play besides the defaults."""
    cap: int = 3000
    """Commands within which a game played by `policy` must end."""
    seeds: int = 2
    """Playouts per player count (each with every check of the contract)."""
    load_with_defaults: bool = False
    """Load positions with default options: the game takes its options from the document."""


def hooks_of(game_type: str) -> Hooks:
    """The hooks of a game; a game without them fails the contract."""
    module = importlib.import_module(f"tests.kit.hooks.{game_type}")
    hooks: Hooks = module.HOOKS
    return hooks
