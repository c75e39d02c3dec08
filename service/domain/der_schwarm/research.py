"""The Researcher action: hire, or research the swarm by placing tiles (RULES §8.3, D9–D11, D56)."""

from __future__ import annotations

from service.domain.der_schwarm import data
from service.domain.der_schwarm.board import NEIGHBOURS, normal_sides, rotations
from service.domain.der_schwarm.commands import Hire, PlaceTile
from service.domain.der_schwarm.events import ResearcherAdded, TilePlaced
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.network import Openings, anchored
from service.domain.der_schwarm.queen import queen_check
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import (
    OpenAction,
    State,
    buoy_supply,
    researcher_supply,
    researchers_on_board,
)
from service.domain.der_schwarm.stations import researcher_target_violation
from service.domain.kernel import Refusal


class PlaceContext:
    """Per-state facts for judging many placements at once (legal listings run thousands)."""

    def __init__(self, state: State, seat: int) -> None:
        self.limit = researchers_on_board(state, seat)
        self.empty_supply = buoy_supply(state, seat) == 0
        self.anchored: dict[str | None, Openings] = {}


def hire_violation(state: State, seat: int, action: OpenAction, command: Hire) -> Refusal | None:
    """§8.3.1: one researcher on an own station with fewer than 3 (D7)."""
    if action.tiles_placed > 0:
        return Refusals.action_started(situation="This researcher action is in research mode")
    if researcher_supply(state, seat) == 0:
        return Refusals.no_researcher_in_supply()
    return researcher_target_violation(state, seat, command.field)


def _stack_violation(state: State, field: str, tile: str, sides: tuple[str, ...]) -> bool:
    """§8.3.4, D11: once per field, on a buoyed tile, more sides and a superset."""
    stack = state.placed.get(field)
    if stack is None:
        return False
    return (
        len(stack.tiles) != 1
        or not stack.buoys
        or data.TILE_CONNECTIONS[tile] <= len(stack.top.sides)
        or not set(stack.top.sides) <= set(sides)
    )


def _source_violation(
    state: State, seat: int, command: PlaceTile, context: PlaceContext
) -> Refusal | None:
    """§8.3.5, D32, D56: a source exactly when the supply is empty; an own buoyed stack."""
    source = command.buoy_source
    empty = context.empty_supply
    if source is not None and not empty:
        return Refusals.buoy_source_not_allowed()
    if source is None and empty:
        return Refusals.buoy_source_required()
    if source is not None:
        stack = state.placed.get(source)
        if source == command.field or stack is None or seat not in stack.buoys:
            return Refusals.bad_buoy_source()
    return None


def connected(
    state: State, seat: int, command: PlaceTile, sides: tuple[str, ...], context: PlaceContext
) -> bool:
    """§8.3.3 point 2, D9, D55: the new tile joins a system with an own station or ship.

    Placing only adds openings (a stack keeps all sides below), so the anchored nodes of the
    board after the buoy left its source decide: an own ship on the target, or a side of the
    new tile facing an anchored node that opens back.
    """
    if command.field in state.seats[seat].ships:
        return True
    source = command.buoy_source
    if source not in context.anchored:
        context.anchored[source] = anchored(state, seat, without_buoy_at=source)
    nodes = context.anchored[source]
    for side in sides:
        neighbour = NEIGHBOURS[command.field].get(side)
        if neighbour in nodes and data.OPPOSITE[side] in nodes[neighbour]:
            return True
    return False


def place_violation(
    state: State,
    seat: int,
    action: OpenAction,
    command: PlaceTile,
    context: PlaceContext | None = None,
) -> Refusal | None:
    """RULES §8.3.2–§8.3.5 with the codes of §17.4, in order."""
    context = context or PlaceContext(state, seat)
    if action.tiles_placed >= context.limit:
        return Refusals.tile_limit_reached()
    if command.tile not in state.seats[seat].tiles:
        return Refusals.tile_not_in_supply()
    sides = normal_sides(command.sides)
    if sides is None or sides not in rotations(command.tile):
        return Refusals.invalid_sides()
    if command.field not in data.SEA:
        return Refusals.target_not_sea()
    if command.field in state.face_down:
        return Refusals.target_face_down()
    if _stack_violation(state, command.field, command.tile, sides):
        return Refusals.stack_not_allowed()
    source = _source_violation(state, seat, command, context)
    if source is not None:
        return source
    if not connected(state, seat, command, sides, context):
        return Refusals.not_connected()
    return None


def research_candidates(state: State, seat: int) -> list[Hire | PlaceTile]:
    """Hire targets, then every tile × target × rotation × buoy source (§17.3)."""
    moves: list[Hire | PlaceTile] = [Hire(field=f) for f in state.seats[seat].stations]
    targets = [f for f in data.SEA_ORDER if f not in state.face_down]
    sources: list[str | None] = [None]
    if buoy_supply(state, seat) == 0:
        sources = [f for f, s in state.placed.items() if seat in s.buoys]
    for tile in state.seats[seat].tiles:
        for field in targets:
            for sides in rotations(tile):
                if _stack_violation(state, field, tile, sides):
                    continue
                moves += [
                    PlaceTile(tile=tile, field=field, sides=sides, buoy_source=s)
                    for s in sources
                    if s != field
                ]
    return moves


def place_tile(decision: Decision, seat: int, command: PlaceTile) -> None:
    """TilePlaced with its RP (§8.3.2), then the queen check (§10)."""
    sides = normal_sides(command.sides) or ()
    stacked = command.field in decision.state.placed
    event = TilePlaced(
        seat=seat,
        tile=command.tile,
        field=command.field,
        sides=sides,
        stacked=stacked,
        buoy_source=command.buoy_source,
        rp=data.TILE_POINTS[command.tile],
    )
    decision.emit(event)
    queen_check(decision)


def hire(decision: Decision, seat: int, command: Hire) -> None:
    """One researcher joins an own station (§8.3.1)."""
    decision.emit(ResearcherAdded(seat=seat, field=command.field))
