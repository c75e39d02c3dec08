"""Items: collecting, fishing and dropping (RULES §9.1–§9.3, §11, D15, D16, D33–D35, D48)."""

from __future__ import annotations

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import Collect, Drop
from service.domain.ice_flow.state import Collecting, State, holds_items, items_on

ITEMS = ("rope", "fish")


def _own_explorer(state: State, seat: int, explorer: int) -> str | None:
    if not 0 <= explorer < len(state.explorers):
        return "unknown_explorer"
    if board.owner(explorer) != seat:
        return "not_your_explorer"
    if isinstance(state.top, Collecting) and state.top.explorer != explorer:
        return "not_collecting_explorer"
    return None


def collect_violation(state: State, seat: int, command: Collect) -> str | None:
    """§17.4 collect (top level and collect step)."""
    if state.top is None and state.explorer_action_taken:
        return "explorer_action_taken"
    code = _own_explorer(state, seat, command.explorer)
    if code:
        return code
    if command.item not in ITEMS:
        return "invalid_item"
    space = state.explorers[command.explorer]
    if space is None or not holds_items(state, space):
        return "not_on_floe_or_island"
    lying = items_on(state, space)
    if (lying.rope if command.item == "rope" else lying.fish) < 1:
        return "item_not_here"
    if state.backpacks[seat].free_slots < 1:
        return "backpack_full"
    return None


def collect(seat: int, command: Collect) -> list[ev.Event]:
    return [ev.ItemCollected(seat=seat, explorer=command.explorer, item=command.item)]


def skip_collect(seat: int) -> list[ev.Event]:
    return [ev.CollectSkipped(seat=seat)]


def fish_violation(state: State, seat: int) -> str | None:
    """§9.3: an own explorer on a floe or the island (D34), a spendable rope."""
    if state.explorer_action_taken:
        return "explorer_action_taken"
    if not any(
        where is not None and holds_items(state, where)
        for where in (state.explorers[e] for e in board.explorer_ids(seat))
    ):
        return "no_explorer_on_floe_or_island"
    if state.backpacks[seat].spendable("rope") < 1:
        return "no_spendable_rope"
    return None


def go_fishing(state: State, seat: int) -> list[ev.Event]:
    """1 rope to the supply, then min(2, free slots, supply fish) fresh fish (D35, D48)."""
    free = state.backpacks[seat].free_slots + 1
    return [ev.WentFishing(seat=seat, fish=min(2, free, state.supply.fish))]


def drop_violation(state: State, seat: int, command: Drop) -> str | None:
    """§17.4 drop."""
    code = _own_explorer(state, seat, command.explorer)
    if code:
        return code
    if command.item not in ITEMS:
        return "invalid_item"
    if state.backpacks[seat].held(command.item) < 1:
        return "item_not_held"
    return None


def drop(state: State, seat: int, command: Drop) -> list[ev.Event]:
    """Onto the explorer's floe or island; from a camp or the water into the supply."""
    space = state.explorers[command.explorer]
    onto = space if space is not None and holds_items(state, space) else "supply"
    return [ev.ItemDropped(seat=seat, explorer=command.explorer, item=command.item, onto=onto)]
