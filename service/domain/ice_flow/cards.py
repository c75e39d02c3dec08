"""Ice floe and Diomede cards: revealing, reshuffling and resolving them (RULES §5, D35, D36)."""

from __future__ import annotations

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import PlaceFloe
from service.domain.ice_flow.state import State
from service.domain.kernel import Rng


def reveal(state: State, rng: Rng) -> list[ev.Event]:
    """Reveal the top card; an empty draw pile is first reshuffled from the discards (D36)."""
    if state.draw_pile:
        return [ev.CardRevealed(card=state.draw_pile[0])]
    order = tuple(rng.shuffled(state.discard_pile))
    return [ev.DeckReshuffled(order=order), ev.CardRevealed(card=order[0])]


def floe_placed(state: State, command: PlaceFloe, seat: int) -> ev.FloePlaced:
    """Resolve the revealed card for the new floe: `min(shown, supply)` per type (§5, D35)."""
    card = state.revealed
    assert card is not None
    rope, fish, bear = board.CARD_ITEMS[card]
    supply = state.supply
    items = ev.Items(
        rope=min(rope, supply.rope), fish=min(fish, supply.fish), bear=min(bear, supply.bears)
    )
    return ev.FloePlaced(
        seat=seat,
        tile=command.tile,
        hex=command.hex,
        rotation=command.rotation,
        card=card,
        items_to="island" if board.CARD_KIND[card] == "diomede" else "floe",
        items=items,
    )
