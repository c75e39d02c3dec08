"""What a decision's draws were, read back from its events (`Game.recorded_draws`): how a game
log without its seed is checked (docs/replays.md). Ice Flow draws the start player (unless
given) and the deck (§16), the setup tiles, a tile per discovery, and the discards when the
deck runs out (D36)."""

from __future__ import annotations

from service.domain.ice_flow import events as ev
from service.domain.ice_flow.state import State
from service.domain.kernel import NO_DRAWS, Draws


def recorded(state: State, event: ev.Event) -> Draws:
    match event:
        case ev.GameStarted(start_player=first, options=options, from_position=False) if (
            options.start_player is None
        ):
            return Draws(below=(first,))
        case ev.DeckShuffled(order=order) | ev.DeckReshuffled(order=order) if order is not None:
            return Draws(shuffled=(order,))
        case ev.SetupTilesDrawn(hands=hands):
            return Draws(below=_setup_picks(state, hands))
        case ev.TileDrawn(tile=tile):
            return Draws(chosen=(tile,))
    return NO_DRAWS


def _setup_picks(state: State, hands: tuple[tuple[str, ...], ...]) -> tuple[int, ...]:
    """Where in the bag each setup tile was taken from, seat by seat in floe-placement order
    (placement._setup_tiles_drawn); a tile the bag does not hold raises ValueError."""
    bag = list(state.bag)
    picks: list[int] = []
    for i in range(state.players):
        for tile in hands[(state.start_player - i) % state.players]:
            picks.append(bag.index(tile))
            bag.pop(picks[-1])
    return tuple(picks)
