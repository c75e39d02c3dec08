"""The commands a player sends, as a tagged union (RULES §17.2); a body that does not decode
never reaches the rules (the platform refuses it with `invalid_command`)."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.kernel import CommandBase

_EXPLORER = msgspec.Meta(description="Explorer id: seat s owns 3s, 3s+1, 3s+2 (D49).")
_SPACE = msgspec.Meta(description='Space id "col,row" from data.json (sea hex, island or camp).')
_FLOE = msgspec.Meta(description='Floe tile id, "T01" … "T24".')
_ITEM = msgspec.Meta(description='"rope" or "fish".')
_DIRECTION = msgspec.Meta(description='Hex direction: "N", "NE", "SE", "S", "SW" or "NW".')


class PlaceExplorer(CommandBase, frozen=True, tag="ice_flow.place_explorer"):
    """Setup: place the seat's lowest-numbered unplaced explorer on an Alaskan camp (§6)."""

    camp: Annotated[str, msgspec.Meta(description="Alaskan camp hex id, 9,0 … 9,6.")]


class PlaceFloe(CommandBase, frozen=True, tag="ice_flow.place_floe"):
    """Place a setup tile (§6 step 6) or the discovered tile (§7.3 step 4)."""

    tile: Annotated[str, _FLOE]
    hex: Annotated[str, msgspec.Meta(description="Sea hex id where the floe goes.")]
    rotation: Annotated[int, msgspec.Meta(description="Clockwise 60° steps, 0–5 (§4).")]


class Drift(CommandBase, frozen=True, tag="ice_flow.drift"):
    """Floe action A: move an eligible floe along its current (§7.1)."""

    floe: Annotated[str, _FLOE]


class Rotate(CommandBase, frozen=True, tag="ice_flow.rotate"):
    """Floe action B: turn an eligible floe by 60° (§7.2)."""

    floe: Annotated[str, _FLOE]
    clockwise: Annotated[bool, msgspec.Meta(description="True: clockwise; false: counter.")]


class Discover(CommandBase, frozen=True, tag="ice_flow.discover"):
    """Floe action C: draw a new floe from the bag (§7.3)."""

    drift_out: Annotated[
        str | None,
        msgspec.Meta(description="Floe to drift out of the strait; exactly when the bag is empty."),
    ] = None


class Step(CommandBase, frozen=True, tag="ice_flow.step"):
    """One step of an explorer movement; the first begins the explorer action (§8, D40)."""

    explorer: Annotated[int, _EXPLORER]
    to: Annotated[str, _SPACE]


class Stop(CommandBase, frozen=True, tag="ice_flow.stop"):
    """End the movement on the current space (§8.3)."""


class ChaseBear(CommandBase, frozen=True, tag="ice_flow.chase_bear"):
    """Chase one bear off the space in a direction (§10.2; §10.4 option 2 for 1 fish)."""

    direction: Annotated[str, _DIRECTION]


class Collect(CommandBase, frozen=True, tag="ice_flow.collect"):
    """Take one rope or fish from the explorer's floe or island into the backpack (§9)."""

    explorer: Annotated[int, _EXPLORER]
    item: Annotated[str, _ITEM]


class SkipCollect(CommandBase, frozen=True, tag="ice_flow.skip_collect"):
    """Collect nothing in the collect step (§9.1)."""


class Fish(CommandBase, frozen=True, tag="ice_flow.fish"):
    """Go fishing: 1 rope to the supply, up to 2 fish into the backpack (§9.3)."""


class Drop(CommandBase, frozen=True, tag="ice_flow.drop"):
    """Drop one item where the named own explorer stands (§11.3)."""

    explorer: Annotated[int, _EXPLORER]
    item: Annotated[str, _ITEM]


class Escape(CommandBase, frozen=True, tag="ice_flow.escape"):
    """Escape an endangered explorer: one step, or a swim through one water hex (§10.4)."""

    explorer: Annotated[int, _EXPLORER]
    path: Annotated[tuple[str, ...], msgspec.Meta(description="[space] or [water hex, space].")]


class AirRescue(CommandBase, frozen=True, tag="ice_flow.air_rescue"):
    """Fly an endangered explorer that cannot escape to an Alaskan camp (§10.4, D29; in a
    revision 1 game only if its owner cannot chase the bear on either)."""

    explorer: Annotated[int, _EXPLORER]
    camp: Annotated[str, msgspec.Meta(description="Alaskan camp hex id with room.")]


class EndTurn(CommandBase, frozen=True, tag="ice_flow.end_turn"):
    """End the turn (§7, D46)."""


Command = (
    PlaceExplorer
    | PlaceFloe
    | Drift
    | Rotate
    | Discover
    | Step
    | Stop
    | ChaseBear
    | Collect
    | SkipCollect
    | Fish
    | Drop
    | Escape
    | AirRescue
    | EndTurn
)
