"""The position document (RULES §15, D25): export from a state, load as start events."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec

from service.domain.clans.board import COLOURS
from service.domain.clans.events import ClansDealt, Event, PositionLoaded, PositionVillage
from service.domain.clans.huts import full_map, to_map, total
from service.domain.clans.position_check import problems
from service.domain.clans.state import Moving, State
from service.domain.kernel import IllegalMove

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


def load(players: int, document: Any) -> list[Event]:
    """`clans.position_loaded` then `clans.clans_dealt`; no random draw (RULES §15)."""
    found = problems(document, players)
    if found:
        raise IllegalMove("invalid_position", "The position document is invalid.", found)
    given = document["fields"]
    fields = {
        str(f): {c: given[str(f)][c] for c in COLOURS if c in given[str(f)]}
        for f in sorted(int(k) for k in given)
    }
    villages = sorted(document.get("villages", []), key=lambda v: v["chip"])
    clans = tuple(document["clans"])
    return [
        PositionLoaded(
            players=document["players"],
            active_seat=document["active_seat"],
            chips_taken=document["chips_taken"],
            chips=tuple(document["chips"]),
            scores={c: document["scores"][c] for c in COLOURS},
            fields=fields,
            villages=tuple(PositionVillage(field=v["field"], chip=v["chip"]) for v in villages),
        ),
        ClansDealt(clans=clans, unassigned=tuple(c for c in COLOURS if c not in clans)),
    ]
