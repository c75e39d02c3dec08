"""Setup: start events, explorer placement and the 12 initial floes (RULES §6, D8–D12, D44)."""

from __future__ import annotations

import functools

from service.domain.ice_flow import board, cards
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import PlaceExplorer, PlaceFloe
from service.domain.ice_flow.state import Options, State, explorers_on, floe_at
from service.domain.kernel import IllegalMove, Rng


def initial_state(players: int, options: Options) -> State:
    """The state before `game_started`."""
    return State(players=players)


def start(players: int, options: Options, rng: Rng) -> list[ev.Event]:
    """`game_started` and `deck_shuffled`; RNG: start player (if not given), then the deck."""
    if options.start_player is not None and not 0 <= options.start_player < players:
        raise IllegalMove("invalid_options", f"start_player must be a seat 0…{players - 1}.")
    first = options.start_player if options.start_player is not None else rng.below(players)
    order = tuple(rng.shuffled(board.CARD_IDS))
    return [
        ev.GameStarted(players=players, start_player=first, options=options),
        ev.DeckShuffled(order=order),
    ]


def placement_seat(state: State) -> int:
    """Explorer placement goes s-1, s-2, …, s, three rounds (§6 step 4)."""
    placed = sum(1 for e in state.explorers if e is not None)
    return (state.start_player - 1 - placed % state.players) % state.players


def floe_seat(state: State) -> int:
    """Initial floes are placed s, s-1, s-2, … (§6 step 6)."""
    return (state.start_player - len(state.floes)) % state.players


def camp_has_room(state: State, camp: str) -> bool:
    return len(explorers_on(state, camp)) < board.CAMP_CAPACITY


def check_place_explorer(state: State, command: PlaceExplorer) -> str | None:
    """§6 step 4: an Alaskan camp with fewer than 2 explorers."""
    if command.camp not in board.KIND:
        return "unknown_space"
    if board.KIND[command.camp] != "alaska_camp":
        return "not_alaska_camp"
    if not camp_has_room(state, command.camp):
        return "camp_full"
    return None


def place_explorer(state: State, command: PlaceExplorer, seat: int, rng: Rng) -> list[ev.Event]:
    """Place the lowest unplaced explorer; the last placement draws the setup tiles (D44)."""
    explorer = next(e for e in board.explorer_ids(seat) if state.explorers[e] is None)
    events: list[ev.Event] = [ev.ExplorerPlaced(seat=seat, explorer=explorer, camp=command.camp)]
    if sum(1 for e in state.explorers if e is None) == 1:
        events.append(_draw_setup_tiles(state, rng))
        events.append(ev.CardRevealed(card=state.draw_pile[0]))
    return events


def _draw_setup_tiles(state: State, rng: Rng) -> ev.SetupTilesDrawn:
    """Tiles uniform over the bag, seat by seat in floe-placement order (§16 step 3)."""
    per_seat = board.TILES_PER_PLAYER[state.players]
    bag = list(state.bag)
    hands: list[tuple[str, ...]] = [()] * state.players
    for i in range(state.players):
        seat = (state.start_player - i) % state.players
        drawn: list[str] = []
        for _ in range(per_seat):
            tile = bag.pop(rng.below(len(bag)))
            drawn.append(tile)
        hands[seat] = tuple(drawn)
    return ev.SetupTilesDrawn(hands=tuple(hands))


def setup_hexes(state: State) -> tuple[str, ...]:
    """Sea hexes a setup floe may go to: empty, not entry, not next to a floe (§6, D11, D12)."""
    return _setup_hexes(frozenset(f.hex for f in state.floes))


@functools.lru_cache(maxsize=64)
def _setup_hexes(taken: frozenset[str]) -> tuple[str, ...]:
    free = [h for h in board.SEA_HEXES if h not in board.ENTRY_HEXES and h not in taken]
    apart = tuple(h for h in free if not any(n in taken for n in board.NEIGHBORS[h]))
    return apart or tuple(free)


def check_place_floe(state: State, command: PlaceFloe, seat: int) -> str | None:
    """§17.4 place_floe during setup."""
    if not 0 <= command.rotation <= 5:
        return "invalid_rotation"
    if command.tile not in board.TILE_RIDGES:
        return "unknown_tile"
    if command.tile not in state.hands[seat]:
        return "tile_not_available"
    code = check_sea_hex(state, command.hex)
    if code:
        return code
    if command.hex in board.ENTRY_HEXES:
        return "entry_hex_forbidden"
    if command.hex not in setup_hexes(state):
        return "adjacent_to_floe"
    return None


def check_sea_hex(state: State, space: str) -> str | None:
    """unknown_space → not_sea_hex → hex_occupied."""
    if space not in board.KIND:
        return "unknown_space"
    if board.KIND[space] != "sea":
        return "not_sea_hex"
    if floe_at(state, space) is not None:
        return "hex_occupied"
    return None


def place_setup_floe(state: State, command: PlaceFloe, seat: int) -> list[ev.Event]:
    """Place the floe, resolve the card, then reveal the next card or start the first turn."""
    events: list[ev.Event] = [cards.floe_placed(state, command, seat)]
    if len(state.floes) + 1 < board.INITIAL_FLOES:
        events.append(ev.CardRevealed(card=state.draw_pile[0]))
    else:
        events.append(ev.TurnStarted(seat=state.start_player))
    return events
