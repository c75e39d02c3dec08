"""What a seat (or a spectator) may see (RULES §12, D26): everything but other seats' colours,
in the view and in its copy of each event."""

from __future__ import annotations

from typing import Annotated, assert_never

import msgspec

from service.domain.clans.board import COLOURS, HUTS_PER_COLOUR
from service.domain.clans.epochs import current_epoch
from service.domain.clans.events import ClansDealt, Event
from service.domain.clans.huts import full_map, to_map
from service.domain.clans.state import ChoosingVillage, Moving, NotStarted, Over, State

D = msgspec.Meta


class ClansVillage(msgspec.Struct, frozen=True):
    """A founded village (RULES §8.2, §10)."""

    field: Annotated[int, D(description="The village's field id.")]
    chip: Annotated[int, D(description="The chip it took (1–12); villages are in chip order.")]
    epoch: Annotated[int, D(description="The epoch of that chip, 1–5 (D9).")]
    value: Annotated[int, D(description="What each colour present scored from it.")]


class ClansSeatResult(msgspec.Struct, frozen=True):
    """One seat's result (RULES §11)."""

    seat: int
    clan: Annotated[str, D(description="The seat's colour, revealed.")]
    village_points: Annotated[int, D(description="Its clan's points from villages.")]
    chips: Annotated[int, D(description="Village chips held, 1 point each (D17).")]
    total: Annotated[int, D(description="village_points + chips.")]
    rank: Annotated[int, D(description="Competition rank over the seats (1, 2, 2, 4; D16).")]
    won: Annotated[bool, D(description="Whether the seat shares the highest total.")]


class ClansOutcome(msgspec.Struct, frozen=True):
    """The result once the game is over (RULES §11)."""

    reason: Annotated[str, D(description="`twelfth_village` or `no_legal_move`.")]
    seats: Annotated[tuple[ClansSeatResult, ...], D(description="Per seat, in seat order.")]
    unassigned_points: Annotated[
        dict[str, int],
        D(description="For information: village points of the unassigned colours."),
    ]


class ClansView(msgspec.Struct, frozen=True, kw_only=True):
    """One shape for seats and spectators (RULES §12)."""

    seat: Annotated[int | None, D(description="The viewer's seat; null for a spectator.")]
    my_clan: Annotated[str | None, D(description="The viewer's own colour; null for a spectator.")]
    players: int
    phase: Annotated[
        str,
        D(description="`move`, `choose_village` or `over` (§6); `setup` before the start."),
    ]
    active_seat: Annotated[int, D(description="The seat whose turn it is (or was, once over).")]
    pending_villages: Annotated[
        tuple[int, ...],
        D(description="Fields awaiting `clans.choose_village`, ascending; else empty."),
    ]
    fields: Annotated[
        tuple[dict[str, int], ...],
        D(
            description=(
                "60 entries, index = field id 0–59: that field's huts by colour (only positive"
                " counts, canonical colour order); an empty field is {}."
            )
        ),
    ]
    villages: Annotated[
        tuple[ClansVillage, ...], D(description="Every founded village, in chip order.")
    ]
    chips_taken: int
    current_epoch: Annotated[
        int | None, D(description="Epoch (1–5) of chip chips_taken + 1; null once over.")
    ]
    chips: Annotated[tuple[int, ...], D(description="Village chips held, per seat.")]
    scores: Annotated[
        dict[str, int], D(description="Village points of all five colours, canonical order.")
    ]
    removed: Annotated[
        dict[str, int],
        D(description="Huts removed from the game by colour (only positive counts)."),
    ]
    clans: Annotated[
        tuple[str, ...] | None, D(description="Colour per seat; null until the game is over.")
    ]
    unassigned: Annotated[
        tuple[str, ...] | None,
        D(description="Unassigned colours, canonical order; null until the game is over."),
    ]
    outcome: Annotated[ClansOutcome | None, D(description="The result; null until over.")]


def view(state: State, seat: int | None) -> ClansView:
    """The one view shape for seats and spectators; colours only once over (§12)."""
    over = isinstance(state.phase, Over)
    mine = seat is not None and 0 <= seat < len(state.clans)
    return ClansView(
        seat=seat,
        my_clan=state.clans[seat] if mine and seat is not None else None,
        players=state.players,
        phase=_phase_name(state),
        active_seat=state.active_seat,
        pending_villages=state.pending(),
        fields=tuple(to_map(huts) for huts in state.fields),
        villages=tuple(ClansVillage(v.field, v.chip, v.epoch, v.value) for v in state.villages),
        chips_taken=state.chips_taken,
        current_epoch=None if over else current_epoch(state.chips_taken),
        chips=state.chips,
        scores=full_map(state.scores),
        removed=to_map(removed(state)),
        clans=state.clans if over else None,
        unassigned=state.unassigned if over else None,
        outcome=_outcome(state),
    )


def redact(event: Event, seat: int | None) -> Event:
    """Only the deal is secret: a seat keeps its own entry, a spectator none; the copy keeps
    its shape with nulls (§12, D26). Every other event is public as it is."""
    if not isinstance(event, ClansDealt):
        return event
    clans = tuple(c if s == seat else None for s, c in enumerate(event.clans))
    return ClansDealt(clans=clans, unassigned=None)


def removed(state: State) -> tuple[int, ...]:
    """Huts out of the game per colour: 12 minus those on the board (RULES §15)."""
    if not state.fields:
        return (0,) * len(COLOURS)
    return tuple(
        HUTS_PER_COLOUR - sum(huts[i] for huts in state.fields) for i in range(len(COLOURS))
    )


def _phase_name(state: State) -> str:
    match state.phase:
        case NotStarted():
            return "setup"
        case Moving():
            return "move"
        case ChoosingVillage():
            return "choose_village"
        case Over():
            return "over"
        case _:
            assert_never(state.phase)


def _outcome(state: State) -> ClansOutcome | None:
    phase = state.phase
    if not isinstance(phase, Over):
        return None
    seats = tuple(
        ClansSeatResult(
            seat=seat,
            clan=clan,
            village_points=state.scores[COLOURS.index(clan)],
            chips=state.chips[seat],
            total=phase.totals[seat],
            rank=phase.ranks[seat],
            won=seat in phase.winners,
        )
        for seat, clan in enumerate(state.clans)
    )
    points = {c: state.scores[COLOURS.index(c)] for c in state.unassigned}
    return ClansOutcome(reason=phase.reason, seats=seats, unassigned_points=points)
