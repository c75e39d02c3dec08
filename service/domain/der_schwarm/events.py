"""The events that record every decision and its consequences (RULES §17.2): stored as JSON,
so tuples and str-keyed dicts only; random results are written in, so `evolve` never draws."""

from __future__ import annotations

import msgspec

from service.domain.der_schwarm.document import DerSchwarmPosition
from service.domain.der_schwarm.options import DerSchwarmOptions
from service.domain.kernel import EventBase, Upcasters


class GameStarted(EventBase, frozen=True, tag="der_schwarm.game_started"):
    players: int
    colours: tuple[str, ...]
    options: DerSchwarmOptions
    initial_order: tuple[int, ...] | None


class TilesDealt(EventBase, frozen=True, tag="der_schwarm.tiles_dealt"):
    """`tiles[i]` lies face down on `fields[i]`; seats get `tiles` = null (RULES §15.2)."""

    fields: tuple[str, ...]
    tiles: tuple[str, ...] | None


class BlueDeckShuffled(EventBase, frozen=True, tag="der_schwarm.blue_deck_shuffled"):
    """The blue deck, top first; seats get only `count` (RULES §15.2)."""

    count: int
    cards: tuple[str, ...] | None


class OrderCardsDealt(EventBase, frozen=True, tag="der_schwarm.order_cards_dealt"):
    numbers: tuple[int, ...]


class RowLaidOut(EventBase, frozen=True, tag="der_schwarm.row_laid_out"):
    round: int
    row: tuple[str, ...]


class PositionLoaded(EventBase, frozen=True, tag="der_schwarm.position_loaded"):
    """The whole position document (RULES §17.5); seats get a redacted copy (§15.2)."""

    position: DerSchwarmPosition


class StartStationPlaced(EventBase, frozen=True, tag="der_schwarm.start_station_placed"):
    seat: int
    field: str


class TurnOrderSet(EventBase, frozen=True, tag="der_schwarm.turn_order_set"):
    order: tuple[int, ...]


class ActionCardBought(EventBase, frozen=True, tag="der_schwarm.action_card_bought"):
    seat: int
    index: int
    card: str
    cost: int


class OrderCardBought(EventBase, frozen=True, tag="der_schwarm.order_card_bought"):
    seat: int
    number: int
    ability: str
    cost: int
    golden_tile: str | None


class BuyPassed(EventBase, frozen=True, tag="der_schwarm.buy_passed"):
    seat: int


class CardPlayed(EventBase, frozen=True, tag="der_schwarm.card_played"):
    seat: int
    card: str
    action: str


class RoundPassed(EventBase, frozen=True, tag="der_schwarm.round_passed"):
    seat: int


class PartChosen(EventBase, frozen=True, tag="der_schwarm.part_chosen"):
    seat: int
    part: str


class StationBuilt(EventBase, frozen=True, tag="der_schwarm.station_built"):
    seat: int
    field: str
    with_researcher: bool


class ResearcherAdded(EventBase, frozen=True, tag="der_schwarm.researcher_added"):
    seat: int
    field: str


class ShipPlaced(EventBase, frozen=True, tag="der_schwarm.ship_placed"):
    seat: int
    field: str


class ShipMoved(EventBase, frozen=True, tag="der_schwarm.ship_moved"):
    seat: int
    from_field: str
    to_field: str


class TileCollected(EventBase, frozen=True, tag="der_schwarm.tile_collected"):
    seat: int
    field: str
    tile: str


class TilePlaced(EventBase, frozen=True, tag="der_schwarm.tile_placed"):
    seat: int
    tile: str
    field: str
    sides: tuple[str, ...]
    stacked: bool
    buoy_source: str | None
    rp: int


class QueenBuoyPlaced(EventBase, frozen=True, tag="der_schwarm.queen_buoy_placed"):
    seat: int


class QueenBuoyRemoved(EventBase, frozen=True, tag="der_schwarm.queen_buoy_removed"):
    seat: int


class HazardPlaced(EventBase, frozen=True, tag="der_schwarm.hazard_placed"):
    hazard: str
    field: str


class HazardMoved(EventBase, frozen=True, tag="der_schwarm.hazard_moved"):
    hazard: str
    path: tuple[str, ...]


class Damaged(EventBase, frozen=True, tag="der_schwarm.damaged"):
    victim: int
    mover: int
    field: str
    piece: str
    amount: int
    splash: bool


class HazardReturned(EventBase, frozen=True, tag="der_schwarm.hazard_returned"):
    hazard: str


class ActionEnded(EventBase, frozen=True, tag="der_schwarm.action_ended"):
    seat: int
    part: str | None
    no_effect: bool


class RoundScored(EventBase, frozen=True, tag="der_schwarm.round_scored"):
    round: int
    gained: tuple[int, ...]


class FinalScored(EventBase, frozen=True, tag="der_schwarm.final_scored"):
    queen: tuple[int, ...]
    sides: tuple[int, ...]


class SeatResult(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's line of the outcome (RULES §13)."""

    seat: int
    colour: str
    rp: int
    queen_points: int
    sides_bonus: int
    rank: int
    won: bool


class GameEnded(EventBase, frozen=True, tag="der_schwarm.game_ended"):
    results: tuple[SeatResult, ...]
    reason: str


Event = (
    GameStarted
    | TilesDealt
    | BlueDeckShuffled
    | OrderCardsDealt
    | RowLaidOut
    | PositionLoaded
    | StartStationPlaced
    | TurnOrderSet
    | ActionCardBought
    | OrderCardBought
    | BuyPassed
    | CardPlayed
    | RoundPassed
    | PartChosen
    | StationBuilt
    | ResearcherAdded
    | ShipPlaced
    | ShipMoved
    | TileCollected
    | TilePlaced
    | QueenBuoyPlaced
    | QueenBuoyRemoved
    | HazardPlaced
    | HazardMoved
    | Damaged
    | HazardReturned
    | ActionEnded
    | RoundScored
    | FinalScored
    | GameEnded
)

UPCASTERS = Upcasters()
"""The schema history of these events: none has changed shape yet (see `kit/upcasters.py`)."""
