"""Setup placements: explorers on Alaskan camps, the setup tiles and the 12 initial floes
(RULES §6 steps 4–6, D9–D12, D44)."""

from __future__ import annotations

import functools

from service.domain.ice_flow import board, cards
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import PlaceExplorer, PlaceFloe
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.floes import sea_hex_violation
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import State, camp_has_room
from service.domain.kernel import Refusal, Rng


def placement_seat(state: State) -> int:
    """Explorer placement goes s-1, s-2, …, s, three rounds (§6 step 4)."""
    placed = sum(1 for e in state.explorers if e is not None)
    return (state.start_player - 1 - placed % state.players) % state.players


def floe_seat(state: State) -> int:
    """Initial floes are placed s, s-1, s-2, … (§6 step 6)."""
    return (state.start_player - len(state.floes)) % state.players


def explorer_violation(state: State, command: PlaceExplorer) -> Refusal | None:
    """§17.4 place_explorer: an Alaskan camp with fewer than 2 explorers (§6 step 4)."""
    if command.camp not in board.KIND:
        return Refusals.unknown_space()
    if board.KIND[command.camp] != "alaska_camp":
        return Refusals.not_alaska_camp()
    if not camp_has_room(state, command.camp):
        return Refusals.camp_full()
    return None


def place_explorer(decision: Decision, seat: int, command: PlaceExplorer, rng: Rng) -> None:
    """Place the lowest unplaced explorer; the last placement draws the setup tiles and
    reveals the first card (D44)."""
    state = decision.state
    explorer = next(e for e in board.explorer_ids(seat) if state.explorers[e] is None)
    decision.emit(ev.ExplorerPlaced(seat=seat, explorer=explorer, camp=command.camp))
    if all(e is not None for e in decision.state.explorers):
        decision.emit(_setup_tiles_drawn(decision.state, rng))
        decision.emit(ev.CardRevealed(card=decision.state.draw_pile[0]))


def _setup_tiles_drawn(state: State, rng: Rng) -> ev.SetupTilesDrawn:
    """Tiles uniform over the bag, seat by seat in floe-placement order (§16 step 3)."""
    per_seat = board.TILES_PER_PLAYER[state.players]
    bag = list(state.bag)
    hands: list[tuple[str, ...]] = [()] * state.players
    for i in range(state.players):
        seat = (state.start_player - i) % state.players
        hands[seat] = tuple(bag.pop(rng.below(len(bag))) for _ in range(per_seat))
    return ev.SetupTilesDrawn(hands=tuple(hands))


def setup_hexes(state: State) -> tuple[str, ...]:
    """Sea hexes a setup floe may go to: empty, not entry, not next to a floe (§6, D11, D12)."""
    return _setup_hexes(frozenset(f.hex for f in state.floes))


@functools.lru_cache(maxsize=64)
def _setup_hexes(taken: frozenset[str]) -> tuple[str, ...]:
    free = [h for h in board.SEA_HEXES if h not in board.ENTRY_HEXES and h not in taken]
    apart = tuple(h for h in free if not any(n in taken for n in board.NEIGHBORS[h]))
    return apart or tuple(free)


def floe_violation(state: State, command: PlaceFloe, seat: int) -> Refusal | None:
    """§17.4 place_floe during setup."""
    if not 0 <= command.rotation <= 5:
        return Refusals.invalid_rotation()
    if command.tile not in board.TILE_RIDGES:
        return Refusals.unknown_tile()
    if command.tile not in state.hands[seat]:
        return Refusals.tile_not_available()
    refusal = sea_hex_violation(state, command.hex)
    if refusal is not None:
        return refusal
    if command.hex in board.ENTRY_HEXES:
        return Refusals.entry_hex_forbidden()
    if command.hex not in setup_hexes(state):
        return Refusals.adjacent_to_floe()
    return None


def place_floe(decision: Decision, seat: int, command: PlaceFloe) -> None:
    """Place the floe, resolve the card, then reveal the next card or start the first turn."""
    decision.emit(cards.floe_placed(decision.state, command, seat))
    state = decision.state
    if len(state.floes) < board.INITIAL_FLOES:
        decision.emit(ev.CardRevealed(card=state.draw_pile[0]))
    else:
        decision.emit(ev.TurnStarted(seat=state.start_player))
