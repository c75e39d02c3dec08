"""Mammoth Hunters' secrets (RULES §16.7, §16.8): the other seats' hands, the decks' order,
the ids of hidden discards and the values of campfire tiles. A seat's twin deals the cards it
cannot see anew among those places (each keeping its count of light and dark cards) and lays
the campfire tiles anew."""

from __future__ import annotations

from collections.abc import Set
from typing import Any

from service.domain.kernel import Rng, Seat
from service.domain.mammoth_hunters.data import colour_of
from service.domain.mammoth_hunters.options import MammothHuntersOptions
from tests.kit.hooks import Hooks


def twin(document: Any, seat: Seat | None, rng: Rng) -> Any:
    doc = _copy(document)
    for colour in ("light", "dark"):
        places = _unseen(doc, seat, colour)
        cards = [holder[i] for holder, i in places]
        for (holder, i), card in zip(places, rng.shuffled(cards), strict=True):
            holder[i] = card
    fires = [
        (r["campfires"], i) for r in doc["regions"].values() for i in range(len(r["campfires"]))
    ]
    fires += [(doc["campfires_aside"], i) for i in range(len(doc["campfires_aside"]))]
    values = [holder[i] for holder, i in fires]
    for (holder, i), value in zip(fires, rng.shuffled(values), strict=True):
        holder[i] = value
    return doc


def _copy(document: Any) -> Any:
    import json

    return json.loads(json.dumps(document))


def _unseen(doc: Any, seat: Seat | None, colour: str) -> list[tuple[list[Any], int]]:
    """Where a card of this colour lies that `seat` cannot see: (the list, the index)."""
    places: list[tuple[list[Any], int]] = []
    for s, entry in enumerate(doc["seats"]):
        if s != seat:
            places += [
                (entry["hand"], i) for i, c in enumerate(entry["hand"]) if colour_of(c) == colour
            ]
    places += [(doc["decks"][colour], i) for i in range(len(doc["decks"][colour]))]
    for pile in doc["discards"].values():
        for entry in pile:
            if entry.get("hidden") and colour_of(entry["card"]) == colour:
                places.append((_Slot(entry), 0))  # type: ignore[arg-type]
    return places


class _Slot(list):  # type: ignore[type-arg]
    """A hidden discard's `card` as a one-element list, so it is dealt like the others."""

    def __init__(self, entry: dict[str, Any]) -> None:
        super().__init__([entry["card"]])
        self.entry = entry

    def __setitem__(self, index: Any, value: Any) -> None:
        self.entry["card"] = value


def secrets(state: Any, seat: Seat | None) -> Set[str]:
    """Other hands and the decks; hidden discards for spectators only, because the state does
    not say which seat discarded a card (that seat has seen it)."""
    hidden = {c for s, entry in enumerate(state.seats) if s != seat for c in entry.hand}
    hidden |= {*state.light_deck, *state.dark_deck}
    if seat is None:
        hidden |= {p.card for p in (*state.light_pile, *state.dark_pile) if p.hidden}
    return frozenset(hidden)


HOOKS = Hooks(twin=twin, secrets=secrets, options=(MammothHuntersOptions(short_game=True),))
