"""Clans' secrets: which colour each seat holds (RULES §12). A seat's twin deals the other
seats other colours; a spectator's deals every seat anew."""

from __future__ import annotations

from typing import Any

from service.domain.kernel import Rng, Seat
from tests.kit.hooks import Hooks

COLOURS = ("red", "yellow", "green", "blue", "black")


def twin(document: Any, seat: Seat | None, rng: Rng) -> Any:
    clans = list(document["clans"])
    others = [s for s in range(len(clans)) if s != seat]
    kept = {clans[seat]} if seat is not None else set()
    pool = [c for c in COLOURS if c not in kept]
    for _ in range(8):
        dealt = rng.shuffled(pool)
        changed = list(clans)
        for s, colour in zip(others, dealt, strict=False):
            changed[s] = colour
        if changed != clans:
            return {**document, "clans": changed}
    return None


HOOKS = Hooks(twin=twin)
