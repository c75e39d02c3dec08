"""The position document (RULES §15, D25): its struct, the document of a state (`export`), and
the state `clans.position_loaded` restores (`restore`) — the two halves of the round trip.

Loading a document is `setup.load`; the conditions on it are `position_checks.CHECKS`.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from service.domain.clans.board import COLOURS, FIELD_COUNT, epoch_of_chip
from service.domain.clans.events import PositionLoaded, PositionVillage
from service.domain.clans.huts import NO_HUTS, from_map, full_map, to_map, total
from service.domain.clans.scoring import village_value
from service.domain.clans.state import Moving, State, Village

D = msgspec.Meta


class ClansPosition(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A game at the start of a turn (RULES §15; secret `clans` included)."""

    players: Annotated[int, D(description="2–4.")]
    clans: Annotated[tuple[str, ...], D(description="One distinct colour per seat (secret).")]
    active_seat: Annotated[int, D(description="The seat to move.")]
    chips_taken: Annotated[int, D(description="Village chips taken so far, 0–11.")]
    chips: Annotated[
        tuple[int, ...], D(description="Chips held per seat; they sum to chips_taken.")
    ]
    scores: Annotated[dict[str, int], D(description="Village points of all five colours.")]
    fields: Annotated[
        dict[str, dict[str, int]],
        D(description="Non-empty fields only: field id (decimal string) → huts by colour."),
    ]
    villages: Annotated[
        tuple[PositionVillage, ...],
        D(description="Founded villages (optional): field and chip number."),
    ] = ()


def export(state: State) -> ClansPosition | None:
    """The document of a state in phase `move`; None otherwise (D25), and None between the
    two start events (`?at=1`), where the clans are not dealt yet."""
    if not isinstance(state.phase, Moving) or len(state.clans) != state.players:
        return None
    return ClansPosition(
        players=state.players,
        clans=state.clans,
        active_seat=state.active_seat,
        chips_taken=state.chips_taken,
        chips=state.chips,
        scores=full_map(state.scores),
        fields={str(f): to_map(huts) for f, huts in enumerate(state.fields) if total(huts) > 0},
        villages=tuple(PositionVillage(field=v.field, chip=v.chip) for v in state.villages),
    )


def canonical(document: ClansPosition) -> ClansPosition:
    """Fields by ascending id with colours in canonical order, villages by chip, scores in
    colour order: the order `clans.position_loaded` records them in (RULES §14.2)."""
    fields = {
        key: {c: document.fields[key][c] for c in COLOURS if c in document.fields[key]}
        for key in sorted(document.fields, key=int)
    }
    return replace(
        document,
        fields=fields,
        scores={c: document.scores[c] for c in COLOURS},
        villages=tuple(sorted(document.villages, key=lambda v: v.chip)),
    )


def restore(state: State, event: PositionLoaded) -> State:
    """The state `clans.position_loaded` describes (everything but the clans, which
    `clans.clans_dealt` brings next): phase `move`, village values recomputed (§10)."""
    fields = [NO_HUTS] * FIELD_COUNT
    for key, colours in event.fields.items():
        fields[int(key)] = from_map(colours)
    villages = []
    for village in sorted(event.villages, key=lambda v: v.chip):
        epoch = epoch_of_chip(village.chip)
        _, value = village_value(village.field, epoch, fields[village.field])
        villages.append(Village(field=village.field, chip=village.chip, epoch=epoch, value=value))
    return replace(
        state,
        players=event.players,
        phase=Moving(),
        active_seat=event.active_seat,
        fields=tuple(fields),
        villages=tuple(villages),
        chips=event.chips,
        chips_taken=event.chips_taken,
        scores=from_map(event.scores),
    )
