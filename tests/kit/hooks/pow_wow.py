"""Pow Wow's secrets (RULES §11.4, §12, D21, D34): the cards of the face-down slots and the
commitment salt, hidden from every seat and the spectator alike until the game is over. A twin
deals the same face-down cards to the same slots in another order (any seat, since no seat
knows more than another). A game from a position takes its options from the document (§11.7).
"""

from __future__ import annotations

from collections.abc import Set
from typing import Any

from service.domain.kernel import Rng, Seat
from service.domain.pow_wow.options import PowWowOptions
from service.domain.pow_wow.state import State
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


def secrets(state: State, seat: Seat | None) -> Set[str]:
    """The face-down cards and the salt of `prairie_laid_out` (only `game_ended` shows it)."""
    hidden = {card for _, card in state.face_down}
    return frozenset(hidden | ({state.salt} if state.salt is not None else set()))


HOOKS = Hooks(
    twin=twin,
    secrets=secrets,
    options=(PowWowOptions(war_tribute=True, marriage=True, sharing=True),),
    load_with_defaults=True,
)
