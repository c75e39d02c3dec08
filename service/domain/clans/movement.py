"""The move (RULES §7, D2, D5) and the fields it isolates (RULES §8.1, D6, D7)."""

from __future__ import annotations

from service.domain.clans.board import FIELDS, LARGE_GROUP, NEIGHBOURS, adjacent
from service.domain.clans.commands import Move
from service.domain.clans.events import HutsMoved
from service.domain.clans.huts import Huts, to_map, total
from service.domain.clans.refusals import Refusals
from service.domain.clans.state import State
from service.domain.kernel import Refusal


def move_violation(state: State, from_: int, to: int) -> Refusal | None:
    """The first broken condition of a move between two valid field ids (RULES §7, §14.4)."""
    if from_ == to:
        return Refusals.same_field()
    source, target = total(state.fields[from_]), total(state.fields[to])
    if source == 0:
        return Refusals.source_empty(field=from_)
    if state.is_village(from_):
        return Refusals.source_is_village(field=from_)
    if not adjacent(from_, to):
        return Refusals.field_not_adjacent(to=to, source=from_)
    if target == 0:
        return Refusals.destination_empty(field=to)
    if source >= LARGE_GROUP and target < source:
        return Refusals.large_group_blocked(huts=source)
    return None


def has_legal_move(state: State) -> bool:
    """Whether any move is legal (D15)."""
    return any(move_violation(state, a, b) is None for a in FIELDS for b in NEIGHBOURS[a])


def huts_moved(state: State, seat: int, move: Move) -> HutsMoved:
    """Every hut of `from` goes onto `to` (RULES §7)."""
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
