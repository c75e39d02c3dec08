"""The position document (RULES §17.6, D50): its struct, the document of a state (`export`), and
the state `ice_flow.position_loaded` restores (`restore`) — the two halves of the round trip.

Loading a document is `setup.load`; the conditions on it are `position_checks.CHECKS`.
"""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec.structs import replace

from service.domain.ice_flow import board
from service.domain.ice_flow.events import PositionLoaded
from service.domain.ice_flow.state import Backpack, Floe, Pile, State

D = msgspec.Meta

Count = Annotated[int, D(ge=0, description="A number of pieces, 0 or more.")]


class PositionFloe(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A floe on the board with the items lying on it (§17.6)."""

    tile: Annotated[str, D(description='Floe tile id, "T01" … "T24"; each at most once.')]
    hex: Annotated[str, D(description="The sea hex it lies on (not the island).")]
    rotation: Annotated[int, D(description="Clockwise 60° steps, 0–5 (§4).")]
    rope: Count
    fish: Count
    bears: Annotated[int, D(ge=0, description="0–2 bears.")]


class PositionIsland(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The items on the Diomede island (§3.6)."""

    rope: Count
    fish: Count
    bears: Annotated[int, D(ge=0, description="0–2 bears.")]


class PositionBackpack(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One seat's backpack: at most 3 items (§11.1); nothing is fresh at a turn's beginning."""

    rope: Count
    fish: Count


class IceFlowPosition(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A game at the beginning of `active_seat`'s turn; tiles not on a floe are in the bag."""

    players: Annotated[int, D(description="2–4, as the game is created for.")]
    active_seat: Annotated[int, D(description="The seat whose turn begins.")]
    explorers: Annotated[
        tuple[str, ...],
        D(description="Space of explorer e (3 × players); a sea hex without a floe is water."),
    ]
    floes: Annotated[tuple[PositionFloe, ...], D(description="The floes on the board.")]
    island: PositionIsland
    backpacks: Annotated[tuple[PositionBackpack, ...], D(description="One per seat.")]
    draw_pile: Annotated[tuple[str, ...], D(description="Card ids, top first (secret).")]
    discard_pile: Annotated[
        tuple[str, ...], D(description="Card ids, bottom first; both piles hold all 16 cards.")
    ]


def export(state: State) -> IceFlowPosition | None:
    """Defined at the beginning of a turn only: nothing pending, no action taken (D50)."""
    if (
        state.phase != "turn"
        or state.stack
        or state.floe_action_taken
        or state.explorer_action_taken
    ):
        return None
    return IceFlowPosition(
        players=state.players,
        active_seat=state.active,
        explorers=tuple(e or "" for e in state.explorers),
        floes=tuple(
            PositionFloe(f.tile, f.hex, f.rotation, f.rope, f.fish, f.bears) for f in state.floes
        ),
        island=PositionIsland(state.island.rope, state.island.fish, state.island.bears),
        backpacks=tuple(PositionBackpack(b.rope, b.fish) for b in state.backpacks),
        draw_pile=state.draw_pile,
        discard_pile=state.discard_pile,
    )


def restore(state: State, event: PositionLoaded) -> State:
    """The state `ice_flow.position_loaded` describes; the supply is what remains (§17.6).

    The document's order of floes is kept, so that loading and exporting give the same
    document back; floes placed later are sorted in by tile (`evolve`)."""
    floes = tuple(Floe(f.tile, f.hex, f.rotation, f.rope, f.fish, f.bears) for f in event.floes)
    on_board = {f.tile for f in floes}
    packs = tuple(Backpack(b.rope, b.fish) for b in event.backpacks)
    isl = event.island
    rope = isl.rope + sum(f.rope for f in floes) + sum(b.rope for b in packs)
    fish = isl.fish + sum(f.fish for f in floes) + sum(b.fish for b in packs)
    bears = isl.bears + sum(f.bears for f in floes)
    return replace(
        state,
        explorers=event.explorers,
        floes=floes,
        island=Pile(isl.rope, isl.fish, isl.bears),
        supply=Pile(board.TOTAL_ROPE - rope, board.TOTAL_FISH - fish, board.TOTAL_BEARS - bears),
        backpacks=packs,
        bag=tuple(t for t in board.TILE_IDS if t not in on_board),
        hands=((),) * state.players,
        draw_pile=event.draw_pile or (),
        discard_pile=event.discard_pile,
    )
