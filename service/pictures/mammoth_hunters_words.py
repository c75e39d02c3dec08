"""Mammoth Hunters' events in words: one short sentence per event, as its audience's copy
tells it (a card another seat drew, discarded or put away arrives without its id: only its
colour is said; campfire values are said only once turned face up, docs/rules/mammoth_hunters.md
§14, §16.7)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import assert_never

from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.events import (
    BoardCleared,
    CampfireMoved,
    CampfiresPlaced,
    CampfiresRevealed,
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    CardPutAway,
    ClubTaken,
    ConflictResolved,
    DeckReshuffled,
    DecksShuffled,
    DeploymentEnded,
    DiscardSkipped,
    Event,
    FinalRoundStop,
    GameEnded,
    GameStarted,
    GlacierPassed,
    GlacierPlaced,
    GlacierPlayerChosen,
    HandsDealt,
    HunterMoved,
    HunterPlaced,
    HunterRemoved,
    HuntersSwapped,
    InitialHunterPlaced,
    MammothMoved,
    MammothPlaced,
    MammothRemoved,
    PartEnded,
    PositionLoaded,
    RoundScored,
    RoundStarted,
    StonesTransferred,
    TurnEnded,
)
from service.pictures.scene import Scene
from service.pictures.style import seat_name

OPTIONS = {
    "place_from_supply": "to place a mammoth from the supply",
    "move_adjacent": "to move a mammoth to a neighbouring region",
    "move_non_adjacent": "to move a mammoth to a distant region",
}
"""Mammoth herd's three options (§8.1)."""


def describe(event: Event, scene: Scene) -> str:
    """One sentence for `event` as `scene.audience` sees it."""
    return _sentence(event, scene)


def _sentence(event: Event, scene: Scene) -> str:
    def name(seat: int) -> str:
        return seat_name(scene, seat)

    match event:
        case GameStarted():
            how = " from a set position" if event.from_position else ""
            return (
                f"A game of Mammoth Hunters for {event.players} players began{how}; "
                f"{name(event.start_player)} starts."
            )
        case PositionLoaded():
            return (
                f"The game was set up in round {event.round}, "
                f"with {name(event.active_seat)} to play."
            )
        case DecksShuffled():
            return (
                f"The light deck ({event.light_size} cards) and the dark deck "
                f"({event.dark_size} cards) were shuffled."
            )
        case CampfiresPlaced():
            laid = sum(event.counts.values())
            return (
                f"{_tiles(laid)} were laid face down on the board for round {event.round}, "
                f"{event.aside_count} aside."
            )
        case InitialHunterPlaced():
            return f"{name(event.seat)} placed a starting hunter in region {event.region}."
        case HandsDealt():
            return f"Each player was dealt {data.HAND_LIGHT} light and {data.HAND_DARK} dark cards."
        case RoundStarted():
            return (
                f"Round {event.round} began with {name(event.start_player)}; the dark reserve "
                f"holds {_stones(event.dark_reserve)}."
            )
        case CardPlayed():
            return _played(event, scene)
        case FinalRoundStop():
            return (
                f"{name(event.seat)}'s dark card would empty the reserve in the final round: "
                f"{_stones(event.moved)} went to the light reserve and card play ended."
            )
        case HunterPlaced():
            club = " with a club" if event.club else ""
            return f"{name(event.by)} placed a hunter{club} in region {event.region}."
        case HunterMoved():
            return (
                f"{name(event.by)} moved {_whose(event.by, event.owner, scene)}"
                f"{_clubbed(event.clubbed)} hunter from region {event.from_region} to region "
                f"{event.to_region}{' and gave it a club' if event.club else ''}."
            )
        case HuntersSwapped():
            a, b = event.a, event.b
            other = "theirs" if b.owner == event.by else f"{name(b.owner)}'s"
            return (
                f"{name(event.by)} swapped {_whose(event.by, a.owner, scene)} hunter in region "
                f"{a.region} with {other} in region {b.region}."
            )
        case HunterRemoved():
            return (
                f"{name(event.by)} sent {_whose(event.by, event.owner, scene)}"
                f"{_clubbed(event.clubbed)} hunter in region {event.region} back to the pool."
            )
        case MammothPlaced():
            return f"{name(event.by)} placed a mammoth in region {event.region}."
        case MammothMoved():
            return (
                f"{name(event.by)} moved a mammoth from region {event.from_region} to region "
                f"{event.to_region}."
            )
        case MammothRemoved():
            return f"{name(event.by)} drove the mammoth of region {event.region} off the board."
        case CampfireMoved():
            return (
                f"{name(event.by)} moved a face-down campfire tile from region "
                f"{event.from_region} to region {event.to_region}."
            )
        case ClubTaken():
            if event.attach_to is None:
                return f"{name(event.by)} took a club and kept it."
            return f"{name(event.by)} armed a hunter in region {event.attach_to} with a club."
        case PartEnded():
            if event.reason == "done":
                return f"{name(event.seat)} is done with the card."
            return f"{name(event.seat)} had nothing more to do with the card."
        case CardPutAway():
            return f"{name(event.seat)} put {_card(event.card, event.colour)} away unplayed."
        case CardDiscarded():
            return f"{name(event.seat)} discarded {_card(event.card, event.colour)} face down."
        case DiscardSkipped():
            return f"{name(event.seat)} discarded nothing."
        case DeckReshuffled():
            return (
                f"The {event.colour} discard pile was shuffled into a new deck of "
                f"{event.size} cards."
            )
        case CardDrawn():
            return f"{name(event.seat)} drew {_card(event.card, event.colour)}."
        case TurnEnded():
            return f"{name(event.seat)}'s turn ended."
        case DeploymentEnded():
            return f"Card play of round {event.round} ended; conflict and scoring follow."
        case CampfiresRevealed():
            return _revealed(event.stacks)
        case ConflictResolved():
            lost = [
                f"{name(int(seat))} lost {count}" for seat, count in event.removed.items() if count
            ]
            return (
                f"Region {event.region} feeds only {event.capacity} hunters: "
                f"{_listed(lost) or 'nobody lost any'}."
            )
        case BoardCleared():
            return (
                f"{_count(event.clubs_returned, 'club')} and "
                f"{_tiles(event.campfires_returned)} went back to the supply."
            )
        case RoundScored():
            gained = [
                f"{name(seat)} +{g} ({event.vp[seat]} VP)" for seat, g in enumerate(event.gained)
            ]
            return f"Round {event.round} was scored: {_listed(gained)}."
        case GlacierPlayerChosen():
            lot = " (by lot)" if event.by_lot else ""
            return f"{name(event.seat)} has the fewest VP{lot} and may extend the glacier."
        case GlacierPlaced():
            return _glacier(event, scene)
        case GlacierPassed():
            return f"{name(event.seat)} left the glacier where it was."
        case StonesTransferred():
            return _transferred(event, scene)
        case GameEnded():
            winners = _listed([name(s) for s in event.winners]) or "nobody"
            best = max(event.vp) if event.vp else 0
            return f"The game ended: {winners} won with {best} VP."
        case _:
            assert_never(event)


def _played(event: CardPlayed, scene: Scene) -> str:
    said = f"{seat_name(scene, event.seat)} played {data.card_type(event.card).name}"
    resolved = event.card
    if event.copied is not None:
        resolved = event.copied
        said += f", copying {data.card_type(event.copied).name} from the {event.pile} pile"
    if event.option is not None:
        said += f" {OPTIONS.get(event.option, event.option.replace('_', ' '))}"
    if event.target is not None:
        said += f" against {seat_name(scene, event.target)}"
    if data.colour_of(resolved) == "light" and event.paid:
        said += f", paying {_stones(event.paid)}"
    taken = event.from_dark + event.from_light
    if taken:
        said += f", taking {_stones(taken)}"
    return said + "."


def _glacier(event: GlacierPlaced, scene: Scene) -> str:
    said = f"{seat_name(scene, event.seat)} covered region {event.region} with the glacier"
    back = sum(event.hunters_returned.values())
    lost = []
    if back:
        lost.append(f"{_count(back, 'hunter')} back to the pools")
    if event.mammoths_returned:
        lost.append(f"{_count(event.mammoths_returned, 'mammoth')} to the supply")
    return said + (f", sending {' and '.join(lost)}" if lost else "") + "."


def _transferred(event: StonesTransferred, scene: Scene) -> str:
    said = f"{_stones(event.moved)} moved from the light to the dark reserve"
    gifts = [f"{seat_name(scene, seat)} gave {n}" for seat, n in enumerate(event.donations) if n]
    if gifts:
        said += f"; {_listed(gifts)}"
    return f"{said}; the dark reserve holds {_stones(event.dark_reserve)}."


def _revealed(stacks: Mapping[str, Sequence[int]]) -> str:
    worth = [
        f"{' + '.join(str(v) for v in values)} in region {region}"
        for region, values in sorted(stacks.items(), key=lambda item: int(item[0]))
        if values
    ]
    if not worth:
        return "The campfires were turned face up; there were none on the board."
    return f"The campfires were turned face up: {_listed(worth)}."


def _card(card: str | None, colour: str) -> str:
    """A card by name when the audience may know it, else by its colour."""
    if card is None:
        return f"a {colour} card"
    return data.card_type(card).name


def _whose(by: int, owner: int, scene: Scene) -> str:
    """Whose hunter a seat moved, swapped or removed: theirs, or another seat's by name."""
    return "their" if by == owner else f"{seat_name(scene, owner)}'s"


def _clubbed(clubbed: bool) -> str:
    return " clubbed" if clubbed else ""


def _stones(n: int) -> str:
    return _count(n, "stone")


def _tiles(n: int) -> str:
    return _count(n, "campfire tile")


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}{'' if n == 1 else 's'}"


def _listed(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
