"""Items: collecting, fishing, dropping, fresh items (RULES §9, §11, D15, D16, D33–D35, D43)."""

from __future__ import annotations

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.state import Backpack, Collecting
from tests.domain.ice_flow.helpers import HOME, after, at, floe


def spots(*first: str) -> list[str]:
    return [*first, *HOME[2][len(first) :]]


def test_collect_without_moving_takes_one_item_from_the_floe_d33() -> None:
    g = at(explorers=spots("2,2"), floes=[floe("T09", "2,2", rope=2)])
    g.when(cmd.Collect(0, "rope"), 0).then(ev.ItemCollected(seat=0, explorer=0, item="rope"))
    state = g.when(cmd.Collect(0, "rope"), 0).state()
    assert state.backpacks[0] == Backpack(rope=2, fish=1, fresh_rope=1, fresh_fish=0)
    assert state.floes[0].rope == 1
    assert state.explorer_action_taken


def test_collecting_needs_the_item_there_a_floe_and_a_free_slot() -> None:
    g = at(explorers=spots("2,2", "9,0"), floes=[floe("T09", "2,2", rope=1)])
    g.when(cmd.Collect(0, "fish"), 0).rejects("item_not_here")
    g.when(cmd.Collect(0, "bear"), 0).rejects("invalid_item")  # bears are never collected
    g.when(cmd.Collect(1, "rope"), 0).rejects("not_on_floe_or_island")
    g.when(cmd.Collect(3, "rope"), 0).rejects("not_your_explorer")
    full = at(
        explorers=spots("2,2"),
        floes=[floe("T09", "2,2", rope=1)],
        backpacks=[{"rope": 2, "fish": 1}, {"rope": 1, "fish": 1}],
    )
    full.when(cmd.Collect(0, "rope"), 0).rejects("backpack_full")


def test_moving_onto_items_offers_the_collect_step_d43() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "3,2", fish=1)]
    g = after(at(explorers=spots("2,2"), floes=floes), (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0))
    assert g.state.top == Collecting(0, "3,2")
    assert set(map(type, RULES.legal_moves(g.state, 0))) == {cmd.Drop, cmd.Collect, cmd.SkipCollect}
    g.when(cmd.Collect(1, "fish"), 0).rejects("not_collecting_explorer")
    g.when(cmd.SkipCollect(), 0).then(ev.CollectSkipped(seat=0))
    assert g.when(cmd.Collect(0, "fish"), 0).state().stack == ()


def test_without_items_on_the_end_space_no_collect_step_is_asked_d43() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "3,2")]
    g = after(at(explorers=spots("2,2"), floes=floes), (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0))
    assert g.state.stack == ()


def test_after_the_explorer_action_no_other_explorer_collects() -> None:
    floes = [floe("T09", "2,2", rope=1), floe("T10", "3,2", fish=1)]
    g = after(at(explorers=spots("2,2", "3,2"), floes=floes), (cmd.Collect(1, "fish"), 0))
    g.when(cmd.Collect(0, "rope"), 0).rejects("explorer_action_taken")
    g.when(cmd.Step(0, "3,2"), 0).rejects("explorer_action_taken")
    g.when(cmd.Fish(), 0).rejects("explorer_action_taken")


def test_fishing_pays_a_rope_and_catches_two_fish_d34() -> None:
    g = at(
        explorers=spots("2,2"), floes=[floe("T09", "2,2")], backpacks=[{"rope": 1, "fish": 0}] * 2
    )
    g.when(cmd.Fish(), 0).then(ev.WentFishing(seat=0, fish=2))
    state = g.when(cmd.Fish(), 0).state()
    assert state.backpacks[0] == Backpack(rope=0, fish=2, fresh_rope=0, fresh_fish=2)


def test_fishing_with_a_full_backpack_keeps_one_fish() -> None:
    packs = [{"rope": 1, "fish": 2}, {"rope": 1, "fish": 1}]
    g = at(explorers=spots("2,2"), floes=[floe("T09", "2,2")], backpacks=packs)
    g.when(cmd.Fish(), 0).then(ev.WentFishing(seat=0, fish=1))


def test_fishing_with_no_fish_in_the_supply_still_costs_the_rope_d48() -> None:
    g = at(
        explorers=spots("2,2"),
        floes=[floe("T09", "2,2")],
        island={"rope": 0, "fish": 13, "bears": 0},
    )
    g.when(cmd.Fish(), 0).then(ev.WentFishing(seat=0, fish=0))


def test_fishing_from_the_island_is_allowed_but_not_from_a_camp_d34() -> None:
    at(explorers=spots("4,3")).when(cmd.Fish(), 0).then(ev.WentFishing(seat=0, fish=2))
    at().when(cmd.Fish(), 0).rejects("no_explorer_on_floe_or_island")
    broke = at(explorers=spots("4,3"), backpacks=[{"rope": 0, "fish": 1}] * 2)
    broke.when(cmd.Fish(), 0).rejects("no_spendable_rope")


def test_a_dropped_item_lands_on_the_explorers_floe_d15() -> None:
    g = at(explorers=spots("2,2"), floes=[floe("T09", "2,2")])
    g.when(cmd.Drop(0, "fish"), 0).then(ev.ItemDropped(seat=0, explorer=0, item="fish", onto="2,2"))


def test_an_item_dropped_in_a_camp_goes_to_the_supply_d15() -> None:
    at().when(cmd.Drop(0, "rope"), 0).then(
        ev.ItemDropped(seat=0, explorer=0, item="rope", onto="supply")
    )


def test_dropping_only_in_the_own_turn_and_only_held_items_d15() -> None:
    g = at(backpacks=[{"rope": 0, "fish": 1}, {"rope": 1, "fish": 1}])
    g.when(cmd.Drop(0, "rope"), 0).rejects("item_not_held")
    g.when(cmd.Drop(3, "rope"), 1).rejects("not_your_turn")
    g.when(cmd.Drop(3, "rope"), 0).rejects("not_your_explorer")


def test_dropping_is_not_an_action_and_is_allowed_after_both_actions_d15() -> None:
    g = at(explorers=spots("2,2"), floes=[floe("T09", "2,2", rope=1)])
    g = after(g, (cmd.Collect(0, "rope"), 0), (cmd.Rotate("T09", True), 0))
    state = g.when(cmd.Drop(0, "rope"), 0).state()
    assert state.backpacks[0] == Backpack(rope=1, fish=1, fresh_rope=0)


def test_items_gained_this_turn_cannot_be_spent_d16() -> None:
    spots_ = ["1,0", "2,2", "9,0", "9,1", "9,1", "9,2"]
    floes = [floe("T09", "1,2", bears=1), floe("T10", "2,2", fish=1)]
    g = at(
        explorers=spots_, floes=floes, backpacks=[{"rope": 0, "fish": 0}, {"rope": 1, "fish": 1}]
    )
    g = after(g, (cmd.Collect(1, "fish"), 0), (cmd.Drift("T09"), 0))
    g.when(cmd.ChaseBear("N"), 0).rejects("no_spendable_fish")
    assert [type(m) for m in RULES.legal_moves(g.state, 0)] == [cmd.AirRescue] * 5


def test_fresh_items_become_spendable_next_turn_d16() -> None:
    g = at(explorers=spots("2,2"), floes=[floe("T09", "2,2", fish=1)])
    g = after(g, (cmd.Collect(0, "fish"), 0), (cmd.Rotate("T09", True), 0), (cmd.EndTurn(), 0))
    assert g.state.backpacks[0] == Backpack(rope=1, fish=2)
