"""The commands players send, one per decision (RULES §17.1); a body that does not decode
never reaches `decide`."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.kernel import CommandBase

Field = Annotated[str, msgspec.Meta(description='A field id "x,y" (RULES §3.1).')]


class PlaceStartStation(CommandBase, frozen=True, tag="der_schwarm.place_start_station"):
    """Place the start station with one researcher (RULES §6 step 6, §14.1)."""

    field: Field


class BuyAction(CommandBase, frozen=True, tag="der_schwarm.buy_action"):
    """Buy the action card at a row position; it costs its position (RULES §7.2, D30)."""

    index: Annotated[int, msgspec.Meta(description="0-based position in the row (= cost).")]


class BuyOrder(CommandBase, frozen=True, tag="der_schwarm.buy_order"):
    """Take an order card from the order deck and choose an ability card (RULES §7.2)."""

    number: Annotated[int, msgspec.Meta(description="Order card number 1-4.")]
    ability: Annotated[str, msgspec.Meta(description="Ability card id, e.g. A-FAST-SHIP.")]


class PassBuy(CommandBase, frozen=True, tag="der_schwarm.pass_buy"):
    """Pass a buying turn when no purchase is possible (RULES §7.2)."""


class PlayCard(CommandBase, frozen=True, tag="der_schwarm.play_card"):
    """Play a purchased card and open its action (RULES §7.4)."""

    card: Annotated[str, msgspec.Meta(description="An unplayed purchased card id.")]


class PlayJoker(CommandBase, frozen=True, tag="der_schwarm.play_joker"):
    """Play the joker as one of the six basic actions (RULES §8.8)."""

    action: Annotated[
        str, msgspec.Meta(description="station, ship, researcher, whale, tsunami or crab.")
    ]


class PassRound(CommandBase, frozen=True, tag="der_schwarm.pass_round"):
    """Pass with only the joker left; the joker stays unused (RULES §7.4, D40)."""


class ChoosePart(CommandBase, frozen=True, tag="der_schwarm.choose_part"):
    """Choose which part of the double card to resolve first (RULES §8.4, D54)."""

    part: Annotated[str, msgspec.Meta(description="ship or researcher.")]


class BuildStation(CommandBase, frozen=True, tag="der_schwarm.build_station"):
    """Build a station, with a researcher when one is in supply (RULES §8.1, D20)."""

    field: Field
    with_researcher: Annotated[bool, msgspec.Meta(description="Put a researcher on it.")]


class AddResearcher(CommandBase, frozen=True, tag="der_schwarm.add_researcher"):
    """Station action without stations in supply: a researcher on an own station (§8.1c)."""

    field: Field


class PlaceShip(CommandBase, frozen=True, tag="der_schwarm.place_ship"):
    """Put a ship next to an own station, before any step (RULES §8.2)."""

    field: Field


class ShipStep(CommandBase, frozen=True, tag="der_schwarm.ship_step"):
    """Move one own ship one field (RULES §8.2)."""

    from_field: Annotated[str, msgspec.Meta(description="Field of the ship that moves.")]
    to_field: Annotated[str, msgspec.Meta(description="Orthogonally adjacent water field.")]


class Hire(CommandBase, frozen=True, tag="der_schwarm.hire"):
    """Researcher action: put one researcher on an own station (RULES §8.3.1)."""

    field: Field


class PlaceTile(CommandBase, frozen=True, tag="der_schwarm.place_tile"):
    """Research the swarm: place one tile from supply with a buoy (RULES §8.3.2–§8.3.5)."""

    tile: Annotated[str, msgspec.Meta(description="A tile id from the actor's supply.")]
    field: Field
    sides: Annotated[
        tuple[str, ...], msgspec.Meta(description="Connection sides as placed (a set of N/E/S/W).")
    ]
    buoy_source: Annotated[
        str | None,
        msgspec.Meta(description="Field to take an own buoy from; only with an empty supply."),
    ] = None


class MoveWhale(CommandBase, frozen=True, tag="der_schwarm.move_whale"):
    """Place a new whale on the queen field or move one, then step along a path (§9.2)."""

    whale: Annotated[str, msgspec.Meta(description='"new" or a whale id (whale-1, whale-2).')]
    path: Annotated[tuple[str, ...], msgspec.Meta(description="Fields entered, in order.")]


class MoveTsunami(CommandBase, frozen=True, tag="der_schwarm.move_tsunami"):
    """Move a new or existing tsunami in a straight line (RULES §9.3, D57)."""

    tsunami: Annotated[str, msgspec.Meta(description='"new" or a tsunami id.')]
    direction: Annotated[
        str | None, msgspec.Meta(description="One of the 8 directions; null with 0 steps.")
    ]
    steps: Annotated[int, msgspec.Meta(description="Steps (fields entered, leaving counts).")]


class MoveCrab(CommandBase, frozen=True, tag="der_schwarm.move_crab"):
    """Place the crab (from supply) and move it clockwise over land (RULES §9.4)."""

    place: Annotated[
        str | None, msgspec.Meta(description="Land field to place the crab; only from supply.")
    ]
    steps: Annotated[int, msgspec.Meta(description="Counted steps along the crab ring.")]


class NoEffect(CommandBase, frozen=True, tag="der_schwarm.no_effect"):
    """Close the action (or double-card part) with no effect, before any sub-move (D53)."""


class EndAction(CommandBase, frozen=True, tag="der_schwarm.end_action"):
    """Close a ship action or research mode after at least one sub-move (D53)."""


Command = (
    PlaceStartStation
    | BuyAction
    | BuyOrder
    | PassBuy
    | PlayCard
    | PlayJoker
    | PassRound
    | ChoosePart
    | BuildStation
    | AddResearcher
    | PlaceShip
    | ShipStep
    | Hire
    | PlaceTile
    | MoveWhale
    | MoveTsunami
    | MoveCrab
    | NoEffect
    | EndAction
)
