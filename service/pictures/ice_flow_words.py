"""Ice Flow's events as one short English sentence each, in the game's own words
(docs/rules/ice_flow.md §17.3); a redacted deck order is told by its size only (§17.5)."""

from __future__ import annotations

from typing import assert_never

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.pictures.ice_flow import DIRECTION_WORDS, space_name
from service.pictures.scene import Scene
from service.pictures.style import seat_name


def describe(event: ev.Event, scene: Scene) -> str:
    """One sentence for an event as the audience sees it."""
    match event:
        case ev.GameStarted(players=players, start_player=first, from_position=loaded):
            source = " from a set position" if loaded else ""
            return f"A game for {players} players began{source}; {seat_name(scene, first)} starts."
        case ev.DeckShuffled(order=order, count=count):
            return f"The {_size(order, count)} were shuffled into the draw pile."
        case ev.ExplorerPlaced(seat=seat, camp=camp):
            return f"{seat_name(scene, seat)} placed an explorer in camp {space_name(camp)}."
        case ev.SetupTilesDrawn(hands=hands):
            each = len(hands[0]) if hands else 0
            return f"Each player drew {_count(each, 'floe tile')} from the bag."
        case ev.DeckReshuffled(order=order, count=count):
            return f"The discards were shuffled into a new draw pile of {_size(order, count)}."
        case ev.CardRevealed(card=card):
            kind = "Diomede card" if board.CARD_KIND.get(card) == "diomede" else "ice floe card"
            return f"The {kind} {card} was revealed."
        case ev.TileDrawn(seat=seat, tile=tile):
            return f"{seat_name(scene, seat)} discovered floe {tile}."
        case ev.FloePlaced():
            return _placed(event, scene)
        case ev.ExplorersPickedUp(floe=floe, hex=hex_, explorers=explorers):
            whom = _explorers(explorers, scene)
            return f"Floe {floe} picked up {whom} from the water on {space_name(hex_)}."
        case ev.TurnStarted(seat=seat):
            return f"{_possessive(scene, seat)} turn began."
        case ev.FloeDrifted():
            return _drifted(event, scene)
        case ev.FloeRotated(seat=seat, floe=floe, clockwise=clockwise):
            way = "clockwise" if clockwise else "counter-clockwise"
            return f"{seat_name(scene, seat)} turned floe {floe} {way}."
        case ev.ExplorerStepped():
            return _stepped(event, scene)
        case ev.MovementEnded(seat=seat, space=space):
            return f"{_possessive(scene, seat)} explorer stopped on {space_name(space)}."
        case ev.BearMoved():
            return _bear_moved(event, scene)
        case ev.BearStuck(space=space):
            return f"The bear on {space_name(space)} could not be chased away."
        case ev.ExplorerRescued(seat=seat, camp=camp):
            return (
                f"The air rescue flew {_possessive(scene, seat)} explorer to camp "
                f"{space_name(camp)}."
            )
        case ev.ItemCollected(seat=seat, item=item):
            return f"{seat_name(scene, seat)} collected a {item}."
        case ev.CollectSkipped(seat=seat):
            return f"{seat_name(scene, seat)} collected nothing."
        case ev.ItemDropped(seat=seat, item=item, onto=onto):
            where = "into the supply" if onto == "supply" else f"on {space_name(onto)}"
            return f"{seat_name(scene, seat)} dropped a {item} {where}."
        case ev.WentFishing(seat=seat, fish=fish):
            return f"{seat_name(scene, seat)} went fishing for a rope and caught {fish} fish."
        case ev.TurnEnded(seat=seat):
            return f"{seat_name(scene, seat)} ended the turn."
        case ev.GameEnded(winner=winner):
            return f"{seat_name(scene, winner)} won with three explorers in Siberia."
        case ev.PositionLoaded(active_seat=active, draw_pile=pile, count=count):
            return (
                f"The game was set up from a position with a draw pile of "
                f"{_size(pile, count)}; {seat_name(scene, active)} plays first."
            )
        case _:
            assert_never(event)


def _size(order: tuple[str, ...] | None, count: int | None) -> str:
    """A deck's size: the order's length, or the count a redacted copy carries."""
    n = len(order) if order is not None else (count or 0)
    return _count(n, "card")


def _count(n: int, noun: str) -> str:
    """`1 rope`, `2 ropes`, `2 fish`."""
    return f"{n} {noun}" if n == 1 or noun == "fish" else f"{n} {noun}s"


def _possessive(scene: Scene, seat: int) -> str:
    return f"{seat_name(scene, seat)}'s"


def _explorers(explorers: tuple[int, ...], scene: Scene) -> str:
    owners = sorted({board.owner(e) for e in explorers})
    whose = " and ".join(_possessive(scene, s) for s in owners)
    return f"{whose} {'explorer' if len(explorers) == 1 else 'explorers'}"


def _items(rope: int, fish: int, bear: int) -> str:
    parts = [_count(n, noun) for n, noun in ((rope, "rope"), (fish, "fish"), (bear, "bear")) if n]
    return " and ".join(parts) if parts else "nothing"


def _placed(event: ev.FloePlaced, scene: Scene) -> str:
    items = event.items
    what = _items(items.rope, items.fish, items.bear)
    gift = (
        f"card {event.card} put {what} on Diomede"
        if event.items_to == "island"
        else f"card {event.card} gave it {what}"
    )
    return (
        f"{seat_name(scene, event.seat)} placed floe {event.tile} on {space_name(event.hex)} "
        f"at rotation {event.rotation}; {gift}."
    )


def _drifted(event: ev.FloeDrifted, scene: Scene) -> str:
    who = seat_name(scene, event.seat)
    if not event.left_strait:
        return f"{who} let floe {event.floe} drift to {space_name(event.path[-1])}."
    left = ""
    if event.stranded:
        left = f", leaving {_explorers(event.stranded, scene)} in the water"
    return f"{who} let floe {event.floe} drift out of the strait{left}."


def _stepped(event: ev.ExplorerStepped, scene: Scene) -> str:
    whose = _possessive(scene, event.seat)
    verb = "escaped" if event.escape else "stepped"
    paid = _items(event.rope, event.fish, 0)
    cost = "" if paid == "nothing" else f", paying {paid}"
    return (
        f"{whose} explorer {verb} from {space_name(event.from_)} to {space_name(event.to)}{cost}."
    )


def _bear_moved(event: ev.BearMoved, scene: Scene) -> str:
    who = seat_name(scene, event.seat)
    way = DIRECTION_WORDS.get(event.direction, event.direction)
    where = "out of the strait" if event.to == "out" else f"to {space_name(event.to)}"
    fee = " for a fish" if event.fish else ""
    return f"{who} chased a bear {way} from {space_name(event.from_)} {where}{fee}."
