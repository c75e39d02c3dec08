"""Floe actions: drift, rotate, discover and place a discovered floe (RULES §7.1–§7.3)."""

from __future__ import annotations

from service.domain.ice_flow import board, cards
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import Discover, Drift, PlaceFloe, Rotate
from service.domain.ice_flow.setup import check_sea_hex
from service.domain.ice_flow.state import (
    Floe,
    PlaceDiscovered,
    State,
    explorers_on,
    floe_at,
    floe_named,
)
from service.domain.kernel import Rng


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


def _eligible_floe(state: State, tile: str | None) -> tuple[str | None, Floe | None]:
    """unknown_floe → floe_not_eligible."""
    floe = floe_named(state, tile) if tile is not None else None
    if floe is None:
        return "unknown_floe", None
    if not is_eligible(state, floe):
        return "floe_not_eligible", None
    return None, floe


def check_drift(state: State, command: Drift) -> str | None:
    if state.floe_action_taken:
        return "floe_action_taken"
    code, floe = _eligible_floe(state, command.floe)
    if floe is None:
        return code
    path, left = drift_path(state, floe)
    if not path and not left:
        return "drift_blocked"
    return None


def drift(state: State, tile: str, seat: int) -> list[ev.Event]:
    """`floe_drifted`, and `explorers_picked_up` if it stops on swimmers (§7.1)."""
    floe = floe_named(state, tile)
    assert floe is not None
    path, left = drift_path(state, floe)
    aboard = explorers_on(state, floe.hex)
    returned = ev.Items(rope=floe.rope, fish=floe.fish, bear=floe.bears) if left else ev.Items()
    events: list[ev.Event] = [
        ev.FloeDrifted(
            seat=seat,
            floe=tile,
            path=path,
            left_strait=left,
            stranded=aboard if left else (),
            returned=returned,
        )
    ]
    if not left and path:
        swimmers = explorers_on(state, path[-1])
        if swimmers:
            events.append(ev.ExplorersPickedUp(floe=tile, hex=path[-1], explorers=swimmers))
    return events


def check_rotate(state: State, command: Rotate) -> str | None:
    if state.floe_action_taken:
        return "floe_action_taken"
    code, _ = _eligible_floe(state, command.floe)
    return code


def rotate(state: State, command: Rotate, seat: int) -> list[ev.Event]:
    floe = floe_named(state, command.floe)
    assert floe is not None
    rotation = (floe.rotation + (1 if command.clockwise else -1)) % 6
    return [
        ev.FloeRotated(seat=seat, floe=command.floe, clockwise=command.clockwise, rotation=rotation)
    ]


def free_entry_hexes(state: State) -> tuple[str, ...]:
    return tuple(sorted(h for h in board.ENTRY_HEXES if floe_at(state, h) is None))


def check_discover(state: State, command: Discover) -> str | None:
    """§17.4 discover, including the empty-bag drift-out (§7.3 step 1)."""
    if state.floe_action_taken:
        return "floe_action_taken"
    if not free_entry_hexes(state):
        return "no_free_entry_hex"
    if state.bag:
        return "drift_out_not_allowed" if command.drift_out is not None else None
    if command.drift_out is None:
        return "drift_out_required"
    code, floe = _eligible_floe(state, command.drift_out)
    if floe is None:
        return code
    if not drift_path(state, floe)[1]:
        return "floe_would_not_leave"
    return None


def discover(state: State, command: Discover, seat: int, rng: Rng) -> list[ev.Event]:
    """[drift-out], draw a tile uniformly from the bag, reveal a card (§7.3, §16 step 4)."""
    events: list[ev.Event] = []
    bag = state.bag
    if command.drift_out is not None:
        events += drift(state, command.drift_out, seat)
        bag = (command.drift_out,)
    tile = rng.choice(bag)
    events.append(ev.TileDrawn(seat=seat, tile=tile))
    return events + cards.reveal(state, rng)


def check_place_discovered(
    state: State, command: PlaceFloe, pending: PlaceDiscovered
) -> str | None:
    """§17.4 place_floe after a discovery: any free entry hex, any rotation (D20)."""
    if not 0 <= command.rotation <= 5:
        return "invalid_rotation"
    if command.tile not in board.TILE_RIDGES:
        return "unknown_tile"
    if command.tile != pending.tile:
        return "tile_not_available"
    code = check_sea_hex(state, command.hex)
    if code:
        return code
    if command.hex not in board.ENTRY_HEXES:
        return "not_entry_hex"
    return None


def place_discovered(state: State, command: PlaceFloe, seat: int) -> list[ev.Event]:
    """The floe enters the strait, picking up swimmers there (D45)."""
    events: list[ev.Event] = [cards.floe_placed(state, command, seat)]
    swimmers = explorers_on(state, command.hex)
    if swimmers:
        events.append(ev.ExplorersPickedUp(floe=command.tile, hex=command.hex, explorers=swimmers))
    return events
