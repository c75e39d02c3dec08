"""The events of an Ice Flow game, as a tagged union (RULES §17.3)."""

from __future__ import annotations

import msgspec

from service.domain.ice_flow.options import IceFlowOptions
from service.domain.kernel import EventBase, Upcasters


class Items(msgspec.Struct, frozen=True):
    """Ropes, fish and bears moved by one event."""

    rope: int = 0
    fish: int = 0
    bear: int = 0


class GameStarted(EventBase, frozen=True, tag="ice_flow.game_started"):
    players: int
    start_player: int
    options: IceFlowOptions
    from_position: bool = False


class DeckShuffled(EventBase, frozen=True, omit_defaults=True, tag="ice_flow.deck_shuffled"):
    """`order` top first; redacted copies carry only `count` (§17.5)."""

    order: tuple[str, ...] | None = None
    count: int | None = None


class ExplorerPlaced(EventBase, frozen=True, tag="ice_flow.explorer_placed"):
    seat: int
    explorer: int
    camp: str


class SetupTilesDrawn(EventBase, frozen=True, tag="ice_flow.setup_tiles_drawn"):
    hands: tuple[tuple[str, ...], ...]


class DeckReshuffled(EventBase, frozen=True, omit_defaults=True, tag="ice_flow.deck_reshuffled"):
    order: tuple[str, ...] | None = None
    count: int | None = None


class CardRevealed(EventBase, frozen=True, tag="ice_flow.card_revealed"):
    card: str


class TileDrawn(EventBase, frozen=True, tag="ice_flow.tile_drawn"):
    seat: int
    tile: str


class FloePlaced(EventBase, frozen=True, tag="ice_flow.floe_placed"):
    seat: int
    tile: str
    hex: str
    rotation: int
    card: str
    items_to: str
    items: Items


class ExplorersPickedUp(EventBase, frozen=True, tag="ice_flow.explorers_picked_up"):
    floe: str
    hex: str
    explorers: tuple[int, ...]


class TurnStarted(EventBase, frozen=True, tag="ice_flow.turn_started"):
    seat: int


class FloeDrifted(EventBase, frozen=True, tag="ice_flow.floe_drifted"):
    seat: int
    floe: str
    path: tuple[str, ...]
    left_strait: bool
    stranded: tuple[int, ...]
    returned: Items


class FloeRotated(EventBase, frozen=True, tag="ice_flow.floe_rotated"):
    seat: int
    floe: str
    clockwise: bool
    rotation: int


class ExplorerStepped(EventBase, frozen=True, tag="ice_flow.explorer_stepped"):
    seat: int
    explorer: int
    from_: str = msgspec.field(name="from")
    to: str
    rope: int
    fish: int
    rope_to: str | None
    escape: bool


class MovementEnded(EventBase, frozen=True, tag="ice_flow.movement_ended"):
    seat: int
    explorer: int
    space: str


class BearMoved(EventBase, frozen=True, tag="ice_flow.bear_moved"):
    seat: int
    from_: str = msgspec.field(name="from")
    direction: str
    to: str
    fish: int


class BearStuck(EventBase, frozen=True, tag="ice_flow.bear_stuck"):
    space: str


class ExplorerRescued(EventBase, frozen=True, tag="ice_flow.explorer_rescued"):
    seat: int
    explorer: int
    camp: str


class ItemCollected(EventBase, frozen=True, tag="ice_flow.item_collected"):
    seat: int
    explorer: int
    item: str


class CollectSkipped(EventBase, frozen=True, tag="ice_flow.collect_skipped"):
    seat: int


class ItemDropped(EventBase, frozen=True, tag="ice_flow.item_dropped"):
    seat: int
    explorer: int
    item: str
    onto: str


class WentFishing(EventBase, frozen=True, tag="ice_flow.went_fishing"):
    seat: int
    fish: int


class TurnEnded(EventBase, frozen=True, tag="ice_flow.turn_ended"):
    seat: int


class GameEnded(EventBase, frozen=True, tag="ice_flow.game_ended"):
    winner: int


class FloeRecord(msgspec.Struct, frozen=True):
    """A floe as written in a position document (§17.6)."""

    tile: str
    hex: str
    rotation: int
    rope: int = 0
    fish: int = 0
    bears: int = 0


class PileRecord(msgspec.Struct, frozen=True):
    rope: int = 0
    fish: int = 0
    bears: int = 0


class BackpackRecord(msgspec.Struct, frozen=True):
    rope: int = 0
    fish: int = 0


class PositionLoaded(EventBase, frozen=True, omit_defaults=True, tag="ice_flow.position_loaded"):
    """The position document; `draw_pile` is replaced by `count` in redacted copies."""

    players: int
    active_seat: int
    explorers: tuple[str, ...]
    floes: tuple[FloeRecord, ...]
    island: PileRecord
    backpacks: tuple[BackpackRecord, ...]
    discard_pile: tuple[str, ...]
    draw_pile: tuple[str, ...] | None = None
    count: int | None = None


Event = (
    GameStarted
    | DeckShuffled
    | ExplorerPlaced
    | SetupTilesDrawn
    | DeckReshuffled
    | CardRevealed
    | TileDrawn
    | FloePlaced
    | ExplorersPickedUp
    | TurnStarted
    | FloeDrifted
    | FloeRotated
    | ExplorerStepped
    | MovementEnded
    | BearMoved
    | BearStuck
    | ExplorerRescued
    | ItemCollected
    | CollectSkipped
    | ItemDropped
    | WentFishing
    | TurnEnded
    | GameEnded
    | PositionLoaded
)

UPCASTERS = Upcasters()
"""The schema history of these events: none has changed shape yet (see `kit/upcasters.py`)."""
