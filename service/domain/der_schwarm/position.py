"""The position document (RULES §17.5, D59): the document of a state (`export`) and the state
`der_schwarm.position_loaded` restores (`restore`), the two halves of the round trip.

The document's structs are in `document`; loading one is `setup.load`, the conditions on it
are `position_checks.CHECKS`.
"""

from __future__ import annotations

from service.domain.der_schwarm import data, flow
from service.domain.der_schwarm.document import (
    DerSchwarmPosition,
    PositionAction,
    PositionSeat,
    PositionStack,
    PositionTile,
)
from service.domain.der_schwarm.events import PositionLoaded
from service.domain.der_schwarm.state import (
    BuyingPhase,
    OpenAction,
    PlacedTile,
    PlayerState,
    PlayingPhase,
    SetupPhase,
    Stack,
    State,
    colour,
)


def _turn_order(state: State) -> tuple[int, ...]:
    if state.turn_order:
        return state.turn_order
    numbers = [p.order_card or 0 for p in state.seats]
    return tuple(sorted(range(state.players), key=lambda s: numbers[s]))


def _open_action(state: State) -> PositionAction | None:
    if not isinstance(state.phase, PlayingPhase) or state.phase.action is None:
        return None
    a = state.phase.action
    return PositionAction(
        card=a.card,
        action=a.action,
        parts_done=a.parts_done,
        ship_placed=a.ship_placed,
        steps_used=a.steps_used,
        tiles_placed=a.tiles_placed,
    )


def _seat(player: PlayerState) -> PositionSeat:
    return PositionSeat(
        rp=player.rp,
        stations=dict(player.stations),
        ships=player.ships,
        tiles=player.tiles,
        hand=player.hand,
        played=player.played,
        order_card=player.order_card,
        ability=player.ability,
        joker=player.joker,
        queen_buoy=player.queen_buoy,
    )


def export(state: State) -> DerSchwarmPosition | None:
    """The position document at a decision point or once over (§17.5, D59).

    States inside one command's events (setup not yet laid out, a round being scored) are no
    decision point and have no position.
    """
    phase = flow.phase_name(state)
    unset = not state.seats or (phase == "setup" and not state.row)
    if unset or (phase != "over" and flow.active_seat(state) is None):
        return None
    return DerSchwarmPosition(
        players=state.players,
        options=state.options,
        round=state.round,
        phase=phase,
        turn_order=_turn_order(state),
        active_seat=flow.active_seat(state),
        open_action=_open_action(state),
        row=state.row if phase in ("setup", "buying") else None,
        order_deck=state.order_deck,
        blue_deck=state.blue_deck,
        blue_out=state.blue_out,
        golden_supply=state.golden_supply,
        hazards=dict(state.hazards),
        face_down=dict(state.face_down),
        placed={
            f: PositionStack(
                tiles=tuple(PositionTile(tile=t.tile, sides=t.sides) for t in s.tiles),
                buoys=tuple(colour(b) for b in s.buoys),
            )
            for f, s in state.placed.items()
        },
        seats=tuple(_seat(p) for p in state.seats),
    )


def _phase(doc: DerSchwarmPosition) -> SetupPhase | BuyingPhase | PlayingPhase:
    seat = doc.active_seat if doc.active_seat is not None else 0
    if doc.phase == "setup":
        if doc.options.free_start:
            numbers = [s.order_card or 0 for s in doc.seats]
            order = tuple(sorted(range(doc.players), key=lambda s: -numbers[s]))
        else:
            order = doc.turn_order
        placed = sum(1 for s in doc.seats if s.stations)
        return SetupPhase(order=order, placed=placed)
    if doc.phase == "buying":
        return BuyingPhase(active=seat)
    action = None
    if doc.open_action is not None:
        a = doc.open_action
        action = OpenAction(
            card=a.card,
            action=a.action,
            parts_done=a.parts_done,
            ship_placed=a.ship_placed,
            steps_used=a.steps_used,
            tiles_placed=a.tiles_placed,
        )
    return PlayingPhase(active=seat, action=action)


def _player(seat: PositionSeat) -> PlayerState:
    return PlayerState(
        rp=seat.rp,
        stations=dict(seat.stations),
        ships=tuple(sorted(seat.ships)),
        tiles=tuple(sorted(seat.tiles)),
        hand=seat.hand,
        played=seat.played,
        order_card=seat.order_card,
        ability=seat.ability,
        joker=seat.joker,
        queen_buoy=seat.queen_buoy,
    )


def _sides(sides: tuple[str, ...]) -> tuple[str, ...]:
    """Sides as a set in N, E, S, W order (§17.1 encoding)."""
    return tuple(d for d in data.ORTHOGONAL if d in sides)


def to_state(doc: DerSchwarmPosition, rules_revision: int) -> State:
    """The state a (valid) position document describes."""
    seat_of = {colour(s): s for s in range(doc.players)}
    free_setup = doc.phase == "setup" and doc.options.free_start
    return State(
        players=doc.players,
        options=doc.options,
        rules_revision=rules_revision,
        phase=_phase(doc),
        round=doc.round,
        turn_order=() if free_setup else doc.turn_order,
        seats=tuple(_player(s) for s in doc.seats),
        row=doc.row or (),
        order_deck=doc.order_deck,
        blue_deck=doc.blue_deck,
        blue_out=doc.blue_out,
        golden_supply=tuple(sorted(doc.golden_supply)),
        hazards={h: doc.hazards.get(h) for h in data.ALL_HAZARDS},
        face_down=dict(doc.face_down),
        placed={
            f: Stack(
                tiles=tuple(PlacedTile(tile=t.tile, sides=_sides(t.sides)) for t in s.tiles),
                buoys=tuple(seat_of[b] for b in s.buoys),
            )
            for f, s in doc.placed.items()
        },
    )


def restore(state: State, event: PositionLoaded) -> State:
    """`evolve` of `der_schwarm.position_loaded`: the recorded document becomes the state (the
    game's rules revision stays)."""
    return to_state(event.position, state.rules_revision)
