"""What a seat or spectator sees (all the same, §15, §17.5), redaction and the outcome (D47)."""

from __future__ import annotations

from typing import Annotated, assert_never

import msgspec

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.ending import outcome
from service.domain.ice_flow.legality import to_move
from service.domain.ice_flow.state import (
    Arrival,
    Backpack,
    Chasing,
    Collecting,
    Moving,
    Pending,
    Phase,
    Pile,
    PlaceDiscovered,
    State,
    bears_on,
    explorers_on,
    is_water,
    responder,
)
from service.domain.kernel import Outcome, Seat


class ExplorerView(msgspec.Struct, frozen=True):
    id: int
    space: Annotated[str | None, msgspec.Meta(description="Space id; null before placement.")]
    in_water: Annotated[bool, msgspec.Meta(description="On a sea hex without a floe (§12).")]


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    explorers: tuple[ExplorerView, ...]
    backpack: Annotated[Backpack, msgspec.Meta(description="rope, fish and the fresh counts.")]
    drawn_tiles: Annotated[
        tuple[str, ...], msgspec.Meta(description="Setup tiles still to place (public, D9).")
    ]


class FloeView(msgspec.Struct, frozen=True):
    tile: str
    hex: str
    rotation: int
    ridges: Annotated[tuple[str, ...], msgspec.Meta(description="Ridged board directions.")]
    rope: int
    fish: int
    bears: int


class MovingView(msgspec.Struct, frozen=True, tag="moving"):
    explorer: int
    path: tuple[str, ...]


class ChasingView(msgspec.Struct, frozen=True, tag="chasing"):
    space: str
    bears: int


class CollectingView(msgspec.Struct, frozen=True, tag="collecting"):
    explorer: int
    space: str


class ArrivalView(msgspec.Struct, frozen=True, tag="arrival"):
    space: str
    bears: int
    visited: Annotated[tuple[str, ...], msgspec.Meta(description="Visited set of its bears.")]
    endangered: tuple[int, ...]
    responder: int | None
    chase_excluded: bool


class PlaceDiscoveredView(msgspec.Struct, frozen=True, tag="place_discovered"):
    tile: str


PendingView = MovingView | ChasingView | CollectingView | ArrivalView | PlaceDiscoveredView


class IceFlowView(msgspec.Struct, frozen=True):
    """The public state of the game (§17.5); every seat and spectator gets the same view."""

    phase: Phase
    players: int
    start_player: int
    active_seat: Annotated[int | None, msgspec.Meta(description="Null during setup.")]
    to_move: tuple[int, ...]
    seats: tuple[SeatView, ...]
    floes: tuple[FloeView, ...]
    island: Pile
    supply: Pile
    bag: Annotated[tuple[str, ...], msgspec.Meta(description="Tile ids in the bag, sorted.")]
    draw_pile_size: int
    discard_pile: Annotated[tuple[str, ...], msgspec.Meta(description="Bottom to top.")]
    revealed_card: str | None
    drawn_tile: str | None
    floe_action_taken: bool
    explorer_action_taken: bool
    pending: Annotated[tuple[PendingView, ...], msgspec.Meta(description="Bottom to top.")]
    outcome: Outcome | None


def view(state: State, seat: Seat | None) -> IceFlowView:
    """The same view for everybody: only the draw order and future bag draws are hidden."""
    top = state.top
    return IceFlowView(
        phase=state.phase,
        players=state.players,
        start_player=state.start_player,
        active_seat=state.active if state.phase in ("turn", "over") else None,
        to_move=tuple(sorted(to_move(state))),
        seats=tuple(_seat(state, s) for s in range(state.players)),
        floes=tuple(
            FloeView(
                f.tile,
                f.hex,
                f.rotation,
                board.ridged_directions(f.tile, f.rotation),
                f.rope,
                f.fish,
                f.bears,
            )
            for f in state.floes
        ),
        island=state.island,
        supply=state.supply,
        bag=state.bag,
        draw_pile_size=len(state.draw_pile),
        discard_pile=state.discard_pile,
        revealed_card=state.revealed,
        drawn_tile=top.tile if isinstance(top, PlaceDiscovered) else None,
        floe_action_taken=state.floe_action_taken,
        explorer_action_taken=state.explorer_action_taken,
        pending=tuple(_pending(state, p) for p in state.stack),
        outcome=outcome(state),
    )


def _seat(state: State, seat: int) -> SeatView:
    return SeatView(
        seat=seat,
        explorers=tuple(
            ExplorerView(e, space, is_water(state, space or ""))
            for e, space in _spaces(state, seat)
        ),
        backpack=state.backpacks[seat] if state.backpacks else Backpack(),
        drawn_tiles=state.hands[seat] if state.hands else (),
    )


def _spaces(state: State, seat: int) -> list[tuple[int, str | None]]:
    """The seat's explorers and their spaces (none before `game_started`)."""
    return [(e, state.explorers[e]) for e in board.explorer_ids(seat) if e < len(state.explorers)]


def _pending(state: State, entry: Pending) -> PendingView:
    match entry:
        case Moving():
            return MovingView(entry.explorer, entry.path)
        case Chasing():
            return ChasingView(entry.space, bears_on(state, entry.space))
        case Collecting():
            return CollectingView(entry.explorer, entry.space)
        case Arrival():
            return ArrivalView(
                entry.space, bears_on(state, entry.space), entry.visited,
                explorers_on(state, entry.space), responder(state, entry), entry.chase_excluded,
            )  # fmt: skip
        case PlaceDiscovered():
            return PlaceDiscoveredView(entry.tile)
        case _:
            assert_never(entry)


def redact(event: ev.Event, seat: Seat | None) -> ev.Event:
    """That seat's copy of an event: deck orders become their length (`count`), the same for
    every seat and spectators alike, because no seat has a secret of its own (§15, §17.5).

    The platform shows the unredacted log once the game is over.
    """
    match event:
        case ev.DeckShuffled(order=order) | ev.DeckReshuffled(order=order) if order is not None:
            return msgspec.structs.replace(event, order=None, count=len(order))
        case ev.PositionLoaded(draw_pile=pile) if pile is not None:
            return msgspec.structs.replace(event, draw_pile=None, count=len(pile))
    return event
