"""The events that record every decision and its consequences (RULES §17.2)."""

from __future__ import annotations

from typing import Any

import msgspec

from service.domain.der_schwarm.state import Options


class _Event(msgspec.Struct, frozen=True, tag_field="type", kw_only=True):
    pass


class GameStarted(_Event, frozen=True, tag="der_schwarm.game_started"):
    players: int
    colours: tuple[str, ...]
    options: Options
    initial_order: tuple[int, ...] | None


class TilesDealt(_Event, frozen=True, tag="der_schwarm.tiles_dealt"):
    """`tiles[i]` lies face down on `fields[i]`; seats get `tiles` = null (RULES §15.2)."""

    fields: tuple[str, ...]
    tiles: tuple[str, ...] | None


class BlueDeckShuffled(_Event, frozen=True, tag="der_schwarm.blue_deck_shuffled"):
    """The blue deck, top first; seats get only `count` (RULES §15.2)."""

    count: int
    cards: tuple[str, ...] | None


class OrderCardsDealt(_Event, frozen=True, tag="der_schwarm.order_cards_dealt"):
    numbers: tuple[int, ...]


class RowLaidOut(_Event, frozen=True, tag="der_schwarm.row_laid_out"):
    round: int
    row: tuple[str, ...]


class PositionLoaded(_Event, frozen=True, tag="der_schwarm.position_loaded"):
    """The whole position document (RULES §17.5); seats get a redacted copy (§15.2)."""

    position: dict[str, Any]


class StartStationPlaced(_Event, frozen=True, tag="der_schwarm.start_station_placed"):
    seat: int
    field: str


class TurnOrderSet(_Event, frozen=True, tag="der_schwarm.turn_order_set"):
    order: tuple[int, ...]


class ActionCardBought(_Event, frozen=True, tag="der_schwarm.action_card_bought"):
    seat: int
    index: int
    card: str
    cost: int


class OrderCardBought(_Event, frozen=True, tag="der_schwarm.order_card_bought"):
    seat: int
    number: int
    ability: str
    cost: int
    golden_tile: str | None


class BuyPassed(_Event, frozen=True, tag="der_schwarm.buy_passed"):
    seat: int


class CardPlayed(_Event, frozen=True, tag="der_schwarm.card_played"):
    seat: int
    card: str
    action: str


class RoundPassed(_Event, frozen=True, tag="der_schwarm.round_passed"):
    seat: int


class PartChosen(_Event, frozen=True, tag="der_schwarm.part_chosen"):
    seat: int
    part: str


class StationBuilt(_Event, frozen=True, tag="der_schwarm.station_built"):
    seat: int
    field: str
    with_researcher: bool


class ResearcherAdded(_Event, frozen=True, tag="der_schwarm.researcher_added"):
    seat: int
    field: str


class ShipPlaced(_Event, frozen=True, tag="der_schwarm.ship_placed"):
    seat: int
    field: str


class ShipMoved(_Event, frozen=True, tag="der_schwarm.ship_moved"):
    seat: int
    from_field: str
    to_field: str


class TileCollected(_Event, frozen=True, tag="der_schwarm.tile_collected"):
    seat: int
    field: str
    tile: str


class TilePlaced(_Event, frozen=True, tag="der_schwarm.tile_placed"):
    seat: int
    tile: str
    field: str
    sides: tuple[str, ...]
    stacked: bool
    buoy_source: str | None
    rp: int


class QueenBuoyPlaced(_Event, frozen=True, tag="der_schwarm.queen_buoy_placed"):
    seat: int


class QueenBuoyRemoved(_Event, frozen=True, tag="der_schwarm.queen_buoy_removed"):
    seat: int


class HazardPlaced(_Event, frozen=True, tag="der_schwarm.hazard_placed"):
    hazard: str
    field: str


class HazardMoved(_Event, frozen=True, tag="der_schwarm.hazard_moved"):
    hazard: str
    path: tuple[str, ...]


class Damaged(_Event, frozen=True, tag="der_schwarm.damaged"):
    victim: int
    mover: int
    field: str
    piece: str
    amount: int
    splash: bool


class HazardReturned(_Event, frozen=True, tag="der_schwarm.hazard_returned"):
    hazard: str


class ActionEnded(_Event, frozen=True, tag="der_schwarm.action_ended"):
    seat: int
    part: str | None
    no_effect: bool


class RoundScored(_Event, frozen=True, tag="der_schwarm.round_scored"):
    round: int
    gained: tuple[int, ...]


class FinalScored(_Event, frozen=True, tag="der_schwarm.final_scored"):
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


class GameEnded(_Event, frozen=True, tag="der_schwarm.game_ended"):
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
