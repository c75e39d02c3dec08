"""Der Schwarm's events in words, one short sentence each, as the audience's copy tells them:
the copies of the deal and of the blue deck hold no ids (docs/rules/der_schwarm.md §15.2), so
their sentences hold only counts."""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from service.domain.der_schwarm import data
from service.domain.der_schwarm.events import (
    ActionCardBought,
    ActionEnded,
    BlueDeckShuffled,
    BuyPassed,
    CardPlayed,
    Damaged,
    Event,
    FinalScored,
    GameEnded,
    GameStarted,
    HazardMoved,
    HazardPlaced,
    HazardReturned,
    OrderCardBought,
    OrderCardsDealt,
    PartChosen,
    PositionLoaded,
    QueenBuoyPlaced,
    QueenBuoyRemoved,
    ResearcherAdded,
    RoundPassed,
    RoundScored,
    RowLaidOut,
    ShipMoved,
    ShipPlaced,
    StartStationPlaced,
    StationBuilt,
    TileCollected,
    TilePlaced,
    TilesDealt,
    TurnOrderSet,
)
from service.pictures.scene import Scene
from service.pictures.style import seat_name

ABILITY: dict[str, str] = {
    "A-FAST-SHIP": "Fast Ship",
    "A-PROTECTION": "Protection",
    "A-GOLDEN-TILE": "Golden Swarm Tile",
    "A-BRILLIANT": "Brilliant Researcher",
}
SHAPE: dict[str, str] = {"straight": "straight", "corner": "corner", "tee": "T", "cross": "cross"}


def describe(event: Event, scene: Scene) -> str:
    """One sentence for `event`, naming seats by their players."""
    match event:
        case GameStarted():
            colours = _and(list(event.colours))
            return f"A game for {event.players} players began ({colours})."
        case TilesDealt():
            return f"{len(event.fields)} swarm tiles were dealt face down onto the sea."
        case BlueDeckShuffled():
            return f"The blue deck of {event.count} cards was shuffled."
        case OrderCardsDealt():
            dealt = _and([f"{_seat(scene, s)} {n}" for s, n in enumerate(event.numbers)])
            return f"Order cards were dealt: {dealt}."
        case RowLaidOut():
            return f"The row for round {event.round} was laid out with {len(event.row)} places."
        case PositionLoaded():
            where = event.position
            return f"The game was set up from a position in round {where.round} ({where.phase})."
        case StartStationPlaced():
            return (
                f"{_seat(scene, event.seat)} placed a start station with a researcher on "
                f"{_field(event.field)}."
            )
        case TurnOrderSet():
            return f"The turn order is now {_and([_seat(scene, s) for s in event.order])}."
        case ActionCardBought():
            return f"{_seat(scene, event.seat)} bought {_card(event.card)} for {_rp(event.cost)}."
        case OrderCardBought():
            return _order_bought(event, scene)
        case BuyPassed():
            return f"{_seat(scene, event.seat)} passed a buying turn."
        case CardPlayed():
            return _played(event, scene)
        case RoundPassed():
            return f"{_seat(scene, event.seat)} passed for the rest of the round."
        case PartChosen():
            return f"{_seat(scene, event.seat)} does the {event.part} part first."
        case StationBuilt():
            with_ = "with" if event.with_researcher else "without"
            return (
                f"{_seat(scene, event.seat)} built a station on {_field(event.field)} "
                f"{with_} a researcher."
            )
        case ResearcherAdded():
            return (
                f"{_seat(scene, event.seat)} put a researcher on the station on "
                f"{_field(event.field)}."
            )
        case ShipPlaced():
            return f"{_seat(scene, event.seat)} placed a ship on {_field(event.field)}."
        case ShipMoved():
            return (
                f"{_seat(scene, event.seat)} moved a ship from {_field(event.from_field)} to "
                f"{_field(event.to_field)}."
            )
        case TileCollected():
            return (
                f"{_seat(scene, event.seat)} collected tile {event.tile} "
                f"({_shape(event.tile)}) from {_field(event.field)}."
            )
        case TilePlaced():
            return _placed(event, scene)
        case QueenBuoyPlaced():
            return f"{_seat(scene, event.seat)}'s buoy went onto the queen field."
        case QueenBuoyRemoved():
            return f"{_seat(scene, event.seat)}'s queen buoy went back to the supply."
        case HazardPlaced():
            return f"{_hazard(event.hazard)} was put on {_field(event.field)}."
        case HazardMoved():
            over = "over" if event.hazard == "crab" else "through"
            return f"{_hazard(event.hazard)} moved {over} {_fields(event.path)}."
        case Damaged():
            return _damaged(event, scene)
        case HazardReturned():
            return f"{_hazard(event.hazard)} went back to the supply."
        case ActionEnded():
            what = f"the {event.part} part" if event.part else "the action"
            how = " with no effect" if event.no_effect else ""
            return f"{_seat(scene, event.seat)} closed {what}{how}."
        case RoundScored():
            gains = _and([f"{_seat(scene, s)} +{g}" for s, g in enumerate(event.gained)])
            return f"Round {event.round} was scored for the largest systems: {gains}."
        case FinalScored():
            parts = [
                f"{_seat(scene, s)} {q} + {b}"
                for s, (q, b) in enumerate(zip(event.queen, event.sides, strict=True))
            ]
            return f"Final scoring (queen stations + sides): {_and(parts)}."
        case GameEnded():
            return _ended(event, scene)
        case _:
            assert_never(event)


def _seat(scene: Scene, seat: int) -> str:
    return seat_name(scene, seat)


def _and(items: Sequence[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _rp(amount: int) -> str:
    return f"{amount} RP"


def _field(field: str) -> str:
    """A land field by its name (N3), the queen field as such, a sea field by (x,y)."""
    if field in data.LAND_NAME:
        return data.LAND_NAME[field]
    if field == data.QUEEN:
        return "the queen field"
    return f"({field})"


def _fields(fields: Sequence[str]) -> str:
    return ", ".join(_field(f) for f in fields)


def _hazard(hazard: str) -> str:
    """A figure by its id (D58): whale 1, tsunami 2, the crab."""
    kind, _, number = hazard.partition("-")
    if kind == "crab":
        return "The crab"
    return f"{kind.capitalize()} {number}"


def _shape(tile: str) -> str:
    if tile in data.GOLDEN_TILES:
        return "golden"
    return SHAPE.get(data.TILE_SHAPE.get(tile, ""), "tile")


def _card(card: str) -> str:
    action = data.CARD_ACTION.get(card)
    if action is None:
        return card
    words = "ship and researcher" if action == "ship_and_researcher" else action
    return f"{card} ({words})"


def _order_bought(event: OrderCardBought, scene: Scene) -> str:
    ability = ABILITY.get(event.ability, event.ability)
    said = (
        f"{_seat(scene, event.seat)} took order card {event.number} with {ability} "
        f"for {_rp(event.cost)}"
    )
    if event.golden_tile is not None:
        said += f" and golden tile {event.golden_tile}"
    return said + "."


def _played(event: CardPlayed, scene: Scene) -> str:
    action = "ship and researcher" if event.action == "ship_and_researcher" else event.action
    if event.card == data.JOKER:
        return f"{_seat(scene, event.seat)} played the joker as a {action} action."
    return f"{_seat(scene, event.seat)} played {event.card} for a {action} action."


def _placed(event: TilePlaced, scene: Scene) -> str:
    said = (
        f"{_seat(scene, event.seat)} placed tile {event.tile} ({_shape(event.tile)}, "
        f"sides {' '.join(event.sides)}) on {_field(event.field)}"
    )
    if event.stacked:
        said += " on top of another tile"
    if event.buoy_source is not None:
        said += f" with the buoy from {_field(event.buoy_source)}"
    return f"{said} for {_rp(event.rp)}."


def _damaged(event: Damaged, scene: Scene) -> str:
    piece = f"{_seat(scene, event.victim)}'s {event.piece} on {_field(event.field)}"
    how = "caught in the splash" if event.splash else "hit"
    return f"{piece} was {how}: {_rp(event.amount)} went to {_seat(scene, event.mover)}."


def _ended(event: GameEnded, scene: Scene) -> str:
    winners = [r for r in event.results if r.won]
    names = _and([_seat(scene, r.seat) for r in winners])
    best = max((r.rp for r in winners), default=0)
    verb = "won" if len(winners) < 2 else "shared the win"
    return f"The game ended: {names} {verb} with {_rp(best)}."
