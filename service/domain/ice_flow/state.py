"""The live state of an Ice Flow game and small read helpers over it (RULES §17.1)."""

from __future__ import annotations

from typing import Literal

import msgspec

from service.domain.ice_flow import board

Phase = Literal["setup_explorers", "setup_floes", "turn", "over"]


class Backpack(msgspec.Struct, frozen=True):
    """A player's backpack; `fresh_*` count the items gained this turn (RULES §11.4, D16)."""

    rope: int = 0
    fish: int = 0
    fresh_rope: int = 0
    fresh_fish: int = 0

    def held(self, item: str) -> int:
        return self.rope if item == "rope" else self.fish

    def spendable(self, item: str) -> int:
        if item == "rope":
            return self.rope - self.fresh_rope
        return self.fish - self.fresh_fish

    @property
    def free_slots(self) -> int:
        return board.BACKPACK_SLOTS - self.rope - self.fish


class Floe(msgspec.Struct, frozen=True):
    """A floe tile on the board with its rotation and the items lying on it (RULES §4)."""

    tile: str
    hex: str
    rotation: int
    rope: int = 0
    fish: int = 0
    bears: int = 0


class Pile(msgspec.Struct, frozen=True):
    """Ropes, fish and bears in one place (the island or the supply)."""

    rope: int = 0
    fish: int = 0
    bears: int = 0


class Moving(msgspec.Struct, frozen=True, tag="moving"):
    """A movement in progress: the explorer and its path so far, `p0` first (RULES §8)."""

    explorer: int
    path: tuple[str, ...]


class Chasing(msgspec.Struct, frozen=True, tag="chasing"):
    """Bears left on the end space of a movement must be chased (RULES §10.2)."""

    explorer: int
    space: str


class Collecting(msgspec.Struct, frozen=True, tag="collecting"):
    """The collect step after a movement (RULES §9.1, D43)."""

    explorer: int
    space: str


class Arrival(msgspec.Struct, frozen=True, tag="arrival"):
    """Bears on a space with explorers: the owners must respond (RULES §10.4).

    `visited` is the visited set shared by every bear on the space (D28, D42);
    `chase_excluded` marks a stuck bear after a movement (D32).
    """

    space: str
    visited: tuple[str, ...]
    chase_excluded: bool = False


class PlaceDiscovered(msgspec.Struct, frozen=True, tag="place_discovered"):
    """A discovered floe waits to be placed on an entry hex (RULES §7.3 step 4)."""

    tile: str


Pending = Moving | Chasing | Collecting | Arrival | PlaceDiscovered


class State(msgspec.Struct, frozen=True, kw_only=True):
    """Everything the rules need; `explorers[e]` is a space id, None while unplaced."""

    players: int
    rules_revision: int
    """The revision of RULES.md the game was created with (D6 and D29 differ by it)."""
    phase: Phase = "setup_explorers"
    start_player: int = 0
    active: int = 0
    explorers: tuple[str | None, ...] = ()
    floes: tuple[Floe, ...] = ()
    island: Pile = Pile()
    supply: Pile = Pile()
    backpacks: tuple[Backpack, ...] = ()
    bag: tuple[str, ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    draw_pile: tuple[str, ...] = ()
    discard_pile: tuple[str, ...] = ()
    revealed: str | None = None
    floe_action_taken: bool = False
    explorer_action_taken: bool = False
    stack: tuple[Pending, ...] = ()
    winner: int | None = None

    @property
    def top(self) -> Pending | None:
        return self.stack[-1] if self.stack else None


def floe_at(state: State, space: str) -> Floe | None:
    """The floe on a sea hex, if any."""
    for floe in state.floes:
        if floe.hex == space:
            return floe
    return None


def floe_named(state: State, tile: str) -> Floe | None:
    """The floe of a tile, if it is on the board."""
    for floe in state.floes:
        if floe.tile == tile:
            return floe
    return None


def is_water(state: State, space: str) -> bool:
    """A water space is a sea hex without a floe (RULES §8.1)."""
    return board.KIND.get(space) == "sea" and floe_at(state, space) is None


def space_kind(state: State, space: str) -> str:
    """floe, water, island, alaska_camp, siberia_camp, flag, coast, or unknown."""
    kind = board.KIND.get(space, "unknown")
    if kind == "sea":
        return "water" if floe_at(state, space) is None else "floe"
    return kind


def holds_items(state: State, space: str) -> bool:
    """Floes and the island hold items (RULES §11.2)."""
    return space == board.ISLAND or floe_at(state, space) is not None


def items_on(state: State, space: str) -> Pile:
    """The ropes, fish and bears on a floe or the island (empty elsewhere)."""
    if space == board.ISLAND:
        return state.island
    floe = floe_at(state, space)
    if floe is None:
        return Pile()
    return Pile(rope=floe.rope, fish=floe.fish, bears=floe.bears)


def bears_on(state: State, space: str) -> int:
    return items_on(state, space).bears


def explorers_on(state: State, space: str) -> tuple[int, ...]:
    """Explorer ids standing on a space, ascending."""
    return tuple(e for e, where in enumerate(state.explorers) if where == space)


def camp_has_room(state: State, camp: str) -> bool:
    """An Alaskan camp holds at most two explorers wherever a placement ends (§3.7, D24)."""
    return len(explorers_on(state, camp)) < board.CAMP_CAPACITY


def with_space_items(state: State, space: str, rope: int, fish: int, bears: int) -> State:
    """The state with the items of a floe or the island changed by the given deltas."""
    if space == board.ISLAND:
        pile = state.island
        island = Pile(pile.rope + rope, pile.fish + fish, pile.bears + bears)
        return msgspec.structs.replace(state, island=island)
    floes = tuple(
        msgspec.structs.replace(f, rope=f.rope + rope, fish=f.fish + fish, bears=f.bears + bears)
        if f.hex == space
        else f
        for f in state.floes
    )
    return msgspec.structs.replace(state, floes=floes)


def with_supply(state: State, rope: int = 0, fish: int = 0, bears: int = 0) -> State:
    """The state with the supply changed by the given deltas."""
    s = state.supply
    return msgspec.structs.replace(
        state, supply=Pile(s.rope + rope, s.fish + fish, s.bears + bears)
    )


def with_backpack(state: State, seat: int, backpack: Backpack) -> State:
    packs = tuple(backpack if i == seat else b for i, b in enumerate(state.backpacks))
    return msgspec.structs.replace(state, backpacks=packs)


def responder(state: State, arrival: Arrival) -> int | None:
    """The first seat clockwise from the active one with an explorer on the arrival space."""
    owners = {board.owner(e) for e in explorers_on(state, arrival.space)}
    for i in range(state.players):
        seat = (state.active + i) % state.players
        if seat in owners:
            return seat
    return None
