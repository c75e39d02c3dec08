"""Ice floe and Diomede cards: revealing, reshuffling and resolving them (RULES §5, D6, D35,
D36)."""

from __future__ import annotations

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import PlaceFloe
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.state import State
from service.domain.kernel import Rng


def reveal(decision: Decision, rng: Rng) -> None:
    """Reveal the top card; an empty draw pile is first reshuffled from the discards (D36)."""
    state = decision.state
    if not state.draw_pile:
        decision.emit(ev.DeckReshuffled(order=tuple(rng.shuffled(state.discard_pile))))
    decision.emit(ev.CardRevealed(card=decision.state.draw_pile[0]))


def floe_placed(state: State, command: PlaceFloe, seat: int) -> ev.FloePlaced:
    """Resolve the revealed card for the new floe: `min(shown, supply)` per type (§5, D35),
    what it shows being that of the game's rules revision (D6)."""
    card = state.revealed
    assert card is not None
    rope, fish, bear = board.card_items(card, state.rules_revision)
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
