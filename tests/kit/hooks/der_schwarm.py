"""Der Schwarm's secrets (RULES §15, §15.2): the face-down tiles and the blue deck's order,
hidden from every seat and spectator alike. Hands are no secret of the log: with hidden hands
purchases stay public events and only the view hides another seat's hand (D47), so a twin
keeps the hands (`tests/domain/der_schwarm/test_view.py` checks the view)."""

from __future__ import annotations

from collections.abc import Set
from typing import Any

from service.domain.der_schwarm.options import DerSchwarmOptions as Options
from service.domain.kernel import Rng, Seat
from tests.kit.hooks import Hooks


def twin(document: Any, seat: Seat | None, rng: Rng) -> Any:
    fields = sorted(document["face_down"])
    tiles = [document["face_down"][f] for f in fields]
    deck = document["blue_deck"]
    for _ in range(8):
        dealt = dict(zip(fields, rng.shuffled(tiles), strict=True))
        changed = {**document, "face_down": dealt, "blue_deck": rng.shuffled(deck)}
        if changed != document:
            return changed
    return None


def secrets(state: Any, seat: Seat | None) -> Set[str]:
    return frozenset({*state.face_down.values(), *state.blue_deck})


HOOKS = Hooks(
    twin=twin,
    secrets=secrets,
    options=(Options(hidden_hands=True), Options(free_start=True, dangerous_tsunami=True)),
)
