"""The position document (RULES §11.7, D31): its struct, the document of a state (`export`),
and the state `pow_wow.position_loaded` restores (`restore`) — the two halves of the round trip.

Loading a document is `setup.load`; the conditions on it are `position_checks.CHECKS`.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from service.domain.pow_wow.data import SLOTS, canonical
from service.domain.pow_wow.events import PositionLoaded
from service.domain.pow_wow.options import PowWowPositionOptions, for_position
from service.domain.pow_wow.state import AwaitingReveal, State

D = msgspec.Meta


class PositionSlot(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    slot: Annotated[int, D(description="A face-down slot, 0–113.")]
    card: Annotated[str, D(description="The card id lying face down there.")]


class PowWowPosition(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """A position between rounds (phase `awaiting_reveal`), secrets included (§11.7)."""

    seats: Annotated[tuple[str, ...], D(description="Colour of each seat (2–5).")]
    options: Annotated[
        PowWowPositionOptions, D(description="Optional rules and timers (no colours).")
    ]
    face_down: Annotated[tuple[PositionSlot, ...], D(description="Face-down slots, ascending.")]
    table: Annotated[tuple[str, ...], D(description="Face-up cards (a set).")]
    piles: Annotated[tuple[tuple[str, ...], ...], D(description="Victory piles, bottom → top.")]
    out_of_game: Annotated[tuple[str, ...], D(description="In the order removed.")]
    revealer: Annotated[int, D(description="The seat that reveals next.")]


def export(state: State) -> PowWowPosition | None:
    """The document of a state between rounds; None in any other phase (D31)."""
    if not isinstance(state.phase, AwaitingReveal):
        return None
    return PowWowPosition(
        seats=state.seats,
        options=for_position(state.options),
        face_down=tuple(PositionSlot(slot, card) for slot, card in state.face_down),
        table=canonical(state.table),
        piles=state.piles,
        out_of_game=state.out_of_game,
        revealer=state.revealer,
    )


def canonical_document(document: PowWowPosition) -> PowWowPosition:
    """Face-down slots ascending and the table in canonical order: the order
    `pow_wow.position_loaded` records them in (§11.4, §11.7)."""
    return replace(
        document,
        face_down=tuple(sorted(document.face_down, key=lambda f: f.slot)),
        table=canonical(document.table),
    )


def restore(state: State, event: PositionLoaded) -> State:
    """The state `pow_wow.position_loaded` describes (after `pow_wow.game_started`): the
    prairie's face-down part, the table, the piles; windows `1 … 114 − len(face_down)` count
    as opened and closed, and the revealer is to reveal (§11.7)."""
    face_down = tuple((f.slot, f.card or "") for f in event.face_down)
    cards = dict(face_down)
    return replace(
        state,
        layout=tuple(cards.get(slot) for slot in range(SLOTS)),
        face_down=face_down,
        table=canonical(event.table),
        piles=event.piles,
        out_of_game=event.out_of_game,
        revealer=event.revealer,
        last_window=SLOTS - len(face_down),
        phase=AwaitingReveal(state.version),
    )
