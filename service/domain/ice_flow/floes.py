"""Floe actions: drift, rotate, discover and place a discovered floe (RULES §7.1–§7.3)."""

from __future__ import annotations

from service.domain.ice_flow import board, cards
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import Discover, Drift, PlaceFloe, Rotate
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import (
    Floe,
    PlaceDiscovered,
    State,
    explorers_on,
    floe_at,
    floe_named,
)
from service.domain.kernel import Refusal, Rng


def is_eligible(state: State, floe: Floe) -> bool:
    """No explorers aboard, or at least one of the active player's (§7.1, D18)."""
    aboard = explorers_on(state, floe.hex)
    return not aboard or any(board.owner(e) == state.active for e in aboard)


def drift_path(state: State, floe: Floe) -> tuple[tuple[str, ...], bool]:
    """The hexes entered and whether the floe leaves the strait (§7.1, D17)."""
    here = floe.hex
    path: list[str] = []
    for _ in range(board.CURRENT[floe.hex][1]):
        ahead = board.NEIGHBORS[here][board.CURRENT[here][0]]
        if ahead == board.OUT:
            return tuple(path), True
        if ahead == board.ISLAND or floe_at(state, ahead) is not None:
            break
        path.append(ahead)
        here = ahead
    return tuple(path), False


def _eligible_floe(state: State, tile: str | None) -> Refusal | Floe:
    """The named floe, or the refusal: unknown_floe → floe_not_eligible."""
    floe = floe_named(state, tile) if tile is not None else None
    if floe is None:
        return Refusals.unknown_floe()
    if not is_eligible(state, floe):
        return Refusals.floe_not_eligible()
    return floe


def drift_violation(state: State, command: Drift) -> Refusal | None:
    """§17.4 drift: floe_action_taken → unknown_floe → floe_not_eligible → drift_blocked."""
    if state.floe_action_taken:
        return Refusals.floe_action_taken()
    floe = _eligible_floe(state, command.floe)
    if isinstance(floe, Refusal):
        return floe
    path, left = drift_path(state, floe)
    if not path and not left:
        return Refusals.drift_blocked()
    return None


def drift(decision: Decision, tile: str, seat: int) -> None:
    """`floe_drifted`, and `explorers_picked_up` if it stops on swimmers (§7.1)."""
    state = decision.state
    floe = floe_named(state, tile)
    assert floe is not None
    path, left = drift_path(state, floe)
    aboard = explorers_on(state, floe.hex)
    returned = ev.Items(rope=floe.rope, fish=floe.fish, bear=floe.bears) if left else ev.Items()
    swimmers = explorers_on(state, path[-1]) if path and not left else ()
    decision.emit(
        ev.FloeDrifted(
            seat=seat,
            floe=tile,
            path=path,
            left_strait=left,
            stranded=aboard if left else (),
            returned=returned,
        )
    )
    if swimmers:
        decision.emit(ev.ExplorersPickedUp(floe=tile, hex=path[-1], explorers=swimmers))


def rotate_violation(state: State, command: Rotate) -> Refusal | None:
    """§17.4 rotate: floe_action_taken → unknown_floe → floe_not_eligible."""
    if state.floe_action_taken:
        return Refusals.floe_action_taken()
    floe = _eligible_floe(state, command.floe)
    return floe if isinstance(floe, Refusal) else None


def rotate(decision: Decision, seat: int, command: Rotate) -> None:
    """Turn the floe 60° (§7.2): clockwise adds 1 to its rotation, counter-clockwise takes 1."""
    floe = floe_named(decision.state, command.floe)
    assert floe is not None
    rotation = (floe.rotation + (1 if command.clockwise else -1)) % 6
    decision.emit(
        ev.FloeRotated(seat=seat, floe=command.floe, clockwise=command.clockwise, rotation=rotation)
    )


def free_entry_hexes(state: State) -> tuple[str, ...]:
    return tuple(sorted(h for h in board.ENTRY_HEXES if floe_at(state, h) is None))


def discover_violation(state: State, command: Discover) -> Refusal | None:
    """§17.4 discover, including the empty-bag drift-out (§7.3 step 1)."""
    if state.floe_action_taken:
        return Refusals.floe_action_taken()
    if not free_entry_hexes(state):
        return Refusals.no_free_entry_hex()
    if state.bag:
        return Refusals.drift_out_not_allowed() if command.drift_out is not None else None
    if command.drift_out is None:
        return Refusals.drift_out_required()
    floe = _eligible_floe(state, command.drift_out)
    if isinstance(floe, Refusal):
        return floe
    if not drift_path(state, floe)[1]:
        return Refusals.floe_would_not_leave()
    return None


def discover(decision: Decision, seat: int, command: Discover, rng: Rng) -> None:
    """[drift-out], draw a tile uniformly from the bag, reveal a card (§7.3, §16 step 4)."""
    bag = decision.state.bag
    if command.drift_out is not None:
        drift(decision, command.drift_out, seat)
        bag = (command.drift_out,)
    decision.emit(ev.TileDrawn(seat=seat, tile=rng.choice(bag)))
    cards.reveal(decision, rng)


def sea_hex_violation(state: State, space: str) -> Refusal | None:
    """Where a floe is placed: unknown_space → not_sea_hex → hex_occupied (§17.4)."""
    if space not in board.KIND:
        return Refusals.unknown_space()
    if board.KIND[space] != "sea":
        return Refusals.not_sea_hex()
    if floe_at(state, space) is not None:
        return Refusals.hex_occupied()
    return None


def discovered_violation(
    state: State, command: PlaceFloe, pending: PlaceDiscovered
) -> Refusal | None:
    """§17.4 place_floe after a discovery: any free entry hex, any rotation (D20)."""
    if not 0 <= command.rotation <= 5:
        return Refusals.invalid_rotation()
    if command.tile not in board.TILE_RIDGES:
        return Refusals.unknown_tile()
    if command.tile != pending.tile:
        return Refusals.tile_not_available()
    refusal = sea_hex_violation(state, command.hex)
    if refusal is not None:
        return refusal
    if command.hex not in board.ENTRY_HEXES:
        return Refusals.not_entry_hex()
    return None


def place_discovered(decision: Decision, seat: int, command: PlaceFloe) -> None:
    """The floe enters the strait, picking up swimmers there (D45)."""
    swimmers = explorers_on(decision.state, command.hex)
    decision.emit(cards.floe_placed(decision.state, command, seat))
    if swimmers:
        decision.emit(ev.ExplorersPickedUp(floe=command.tile, hex=command.hex, explorers=swimmers))
