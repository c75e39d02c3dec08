"""Pow Wow's secrets: the face-down cards of the prairie, hidden from everyone until revealed
(RULES §11.6, D21). A game from a position takes its options from the document (§11.7)."""

from __future__ import annotations

from collections.abc import Set
from typing import Any

from service.domain.kernel import Rng, Seat
from service.domain.pow_wow.options import Options
from tests.kit.hooks import Hooks


def twin(document: Any, seat: Seat | None, rng: Rng) -> Any:
    slots = document["face_down"]
    cards = [entry["card"] for entry in slots]
    for _ in range(8):
        shuffled = rng.shuffled(cards)
        if shuffled != cards:
            face_down = [
                {"slot": e["slot"], "card": c} for e, c in zip(slots, shuffled, strict=True)
            ]
            return {**document, "face_down": face_down}
    return None


def secrets(state: Any, seat: Seat | None) -> Set[str]:
    return frozenset(card for _, card in state.face_down)


HOOKS = Hooks(
    twin=twin,
    secrets=secrets,
    options=(Options(war_tribute=True, marriage=True, sharing=True),),
    load_with_defaults=True,
)
