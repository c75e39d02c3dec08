"""Items: collecting, fishing and dropping (RULES §9.1–§9.3, §11, D15, D16, D33–D35, D48)."""

from __future__ import annotations

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.commands import Collect, Drop
from service.domain.ice_flow.evolve import Decision
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import Collecting, State, holds_items, items_on
from service.domain.kernel import Refusal

ITEMS = ("rope", "fish")


def _own_explorer(state: State, seat: int, explorer: int) -> Refusal | None:
    if not 0 <= explorer < len(state.explorers):
        return Refusals.unknown_explorer()
    if board.owner(explorer) != seat:
        return Refusals.not_your_explorer()
    if isinstance(state.top, Collecting) and state.top.explorer != explorer:
        return Refusals.not_collecting_explorer()
    return None


def collect_violation(state: State, seat: int, command: Collect) -> Refusal | None:
    """§17.4 collect (top level and collect step)."""
    if state.top is None and state.explorer_action_taken:
        return Refusals.explorer_action_taken()
    refusal = _own_explorer(state, seat, command.explorer)
    if refusal is not None:
        return refusal
    if command.item not in ITEMS:
        return Refusals.invalid_item()
    space = state.explorers[command.explorer]
    if space is None or not holds_items(state, space):
        return Refusals.not_on_floe_or_island()
    lying = items_on(state, space)
    if (lying.rope if command.item == "rope" else lying.fish) < 1:
        return Refusals.item_not_here()
    if state.backpacks[seat].free_slots < 1:
        return Refusals.backpack_full()
    return None


def collect(decision: Decision, seat: int, command: Collect) -> None:
    """One rope or fish into a free slot; it is fresh until the turn ends (§9, D16, D33)."""
    decision.emit(ev.ItemCollected(seat=seat, explorer=command.explorer, item=command.item))


def skip_collect(decision: Decision, seat: int) -> None:
    """Collect nothing in the collect step (§9.1)."""
    decision.emit(ev.CollectSkipped(seat=seat))


def fish_violation(state: State, seat: int) -> Refusal | None:
    """§9.3: an own explorer on a floe or the island (D34), a spendable rope."""
    if state.explorer_action_taken:
        return Refusals.explorer_action_taken()
    if not any(
        where is not None and holds_items(state, where)
        for where in (state.explorers[e] for e in board.explorer_ids(seat))
    ):
        return Refusals.no_explorer_on_floe_or_island()
    if state.backpacks[seat].spendable("rope") < 1:
        return Refusals.no_spendable_rope()
    return None


def go_fishing(decision: Decision, seat: int) -> None:
    """1 rope to the supply, then min(2, free slots, supply fish) fresh fish (D35, D48)."""
    state = decision.state
    free = state.backpacks[seat].free_slots + 1
    decision.emit(ev.WentFishing(seat=seat, fish=min(2, free, state.supply.fish)))


def drop_violation(state: State, seat: int, command: Drop) -> Refusal | None:
    """§17.4 drop."""
    refusal = _own_explorer(state, seat, command.explorer)
    if refusal is not None:
        return refusal
    if command.item not in ITEMS:
        return Refusals.invalid_item()
    if state.backpacks[seat].held(command.item) < 1:
        return Refusals.item_not_held()
    return None


def drop(decision: Decision, seat: int, command: Drop) -> None:
    """Onto the explorer's floe or island; from a camp or the water into the supply (D15)."""
    state = decision.state
    space = state.explorers[command.explorer]
    onto = space if space is not None and holds_items(state, space) else "supply"
    decision.emit(
        ev.ItemDropped(seat=seat, explorer=command.explorer, item=command.item, onto=onto)
    )
