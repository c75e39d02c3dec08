"""The move (RULES §7, D2, D5) and the fields it isolates (RULES §8.1, D6, D7)."""

from __future__ import annotations

from service.domain.clans.board import FIELDS, LARGE_GROUP, NEIGHBOURS, adjacent
from service.domain.clans.commands import Move
from service.domain.clans.events import HutsMoved
from service.domain.clans.huts import Huts, to_map, total
from service.domain.clans.state import State

Violation = tuple[str, str]
"""A refusal: (RULES §14.4 code, one human sentence)."""


def move_violation(state: State, from_: int, to: int) -> Violation | None:
    """The first broken condition of a move between two valid field ids (RULES §7, §14.4)."""
    if from_ == to:
        return "same_field", "A field cannot move onto itself."
    source, target = total(state.fields[from_]), total(state.fields[to])
    if source == 0:
        return "source_empty", f"Field {from_} holds no huts."
    if state.is_village(from_):
        return "source_is_village", f"Field {from_} is a village."
    if not adjacent(from_, to):
        return "field_not_adjacent", f"Field {to} is not adjacent to field {from_}."
    if target == 0:
        return "destination_empty", f"Field {to} holds no huts."
    if source >= LARGE_GROUP and target < source:
        return "large_group_blocked", (
            f"A group of {source} huts may only join a group at least as large (D5)."
        )
    return None


def legal_moves(state: State) -> list[Move]:
    """Every legal move, sorted by `from` then `to` (RULES §14.3)."""
    return [
        Move(from_=a, to=b)
        for a in FIELDS
        for b in NEIGHBOURS[a]
        if move_violation(state, a, b) is None
    ]


def has_legal_move(state: State) -> bool:
    """Whether any move is legal (D15)."""
    return any(move_violation(state, a, b) is None for a in FIELDS for b in NEIGHBOURS[a])


def huts_moved(state: State, seat: int, move: Move) -> HutsMoved:
    return HutsMoved(seat=seat, from_=move.from_, to=move.to, huts=to_map(state.fields[move.from_]))


def isolated(state: State, from_: int) -> tuple[int, ...]:
    """New villages after the huts left `from_`: non-empty, non-village neighbours of `from_`
    with no non-empty neighbour, ascending (RULES §8.1, D6, D7)."""
    return tuple(
        field
        for field in NEIGHBOURS[from_]
        if _occupied(state.fields[field])
        and not state.is_village(field)
        and not any(_occupied(state.fields[n]) for n in NEIGHBOURS[field])
    )


def _occupied(huts: Huts) -> bool:
    return total(huts) > 0
