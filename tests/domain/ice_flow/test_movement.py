"""Explorer movement: single steps, costs, ridges, swimming, camps, Siberia (RULES §8, §12)."""

from __future__ import annotations

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.state import Moving
from tests.domain.ice_flow.helpers import HOME, after, at, floe


def stepped(
    frm: str, to: str, rope: int = 0, fish: int = 0, rope_to: str | None = None, explorer: int = 0
) -> ev.ExplorerStepped:
    return ev.ExplorerStepped(
        seat=0, explorer=explorer, from_=frm, to=to, rope=rope, fish=fish,
        rope_to=rope_to, escape=False,
    )  # fmt: skip


def explorers(*first: str) -> list[str]:
    return [*first, *HOME[2][len(first) :]]


SMOOTH = [floe("T09", "2,2"), floe("T10", "3,2")]  # N/S ridges only: SE–NW border smooth


def test_a_step_over_smooth_edges_is_free() -> None:
    at(explorers=explorers("2,2"), floes=SMOOTH).when(cmd.Step(0, "3,2"), seat=0).then(
        stepped("2,2", "3,2")
    )


def test_the_first_step_begins_the_movement_and_the_explorer_action_d40() -> None:
    state = at(explorers=explorers("2,2"), floes=SMOOTH).when(cmd.Step(0, "3,2"), 0).state()
    assert state.stack == (Moving(0, ("2,2", "3,2")),)
    assert state.explorer_action_taken
    assert RULES.legal_moves(state, 0) == [cmd.Stop()] or cmd.Stop() in RULES.legal_moves(state, 0)


def test_stop_ends_the_movement() -> None:
    g = after(at(explorers=explorers("2,2"), floes=SMOOTH), (cmd.Step(0, "3,2"), 0))
    g.when(cmd.Stop(), 0).then(ev.MovementEnded(seat=0, explorer=0, space="3,2"))


def test_a_ridge_costs_one_rope_left_on_the_departure_floe_d22() -> None:
    floes = [floe("T01", "2,2", rotation=1), floe("T10", "3,2")]  # T01 at k=1: ridged NE, SE
    at(explorers=explorers("2,2"), floes=floes).when(cmd.Step(0, "3,2"), 0).then(
        stepped("2,2", "3,2", rope=1, rope_to="2,2")
    )


def test_two_ridged_sides_cost_two_ropes_both_left_on_the_departure_floe_d22() -> None:
    floes = [floe("T01", "2,2", rotation=1), floe("T05", "3,2", rotation=3)]  # NW ridged
    packs = [{"rope": 2, "fish": 0}, {"rope": 1, "fish": 1}]
    g = at(explorers=explorers("2,2"), floes=floes, backpacks=packs)
    g.when(cmd.Step(0, "3,2"), 0).then(stepped("2,2", "3,2", rope=2, rope_to="2,2"))
    state = g.when(cmd.Step(0, "3,2"), 0).state()
    assert state.floes[0].rope == 2
    assert state.backpacks[0].rope == 0


def test_a_step_the_backpack_cannot_pay_is_refused() -> None:
    floes = [floe("T01", "2,2", rotation=1), floe("T05", "3,2", rotation=3)]
    at(explorers=explorers("2,2"), floes=floes).when(cmd.Step(0, "3,2"), 0).rejects("cannot_afford")


def test_swimming_into_a_water_hex_costs_one_fish() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "4,2")]  # 3,2 is water between them
    g = at(explorers=explorers("2,2"), floes=floes)
    g.when(cmd.Step(0, "3,2"), 0).then(stepped("2,2", "3,2", fish=1))


def test_climbing_out_of_the_water_is_free_of_fish_after_a_swim() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "4,2")]  # 3,2 → 4,2 is NE, T10 SW smooth
    g = after(at(explorers=explorers("2,2"), floes=floes), (cmd.Step(0, "3,2"), 0))
    g.when(cmd.Step(0, "4,2"), 0).then(stepped("3,2", "4,2"))


def test_never_two_water_hexes_in_a_row() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "4,2")]
    g = after(at(explorers=explorers("2,2"), floes=floes), (cmd.Step(0, "3,2"), 0))
    g.when(cmd.Step(0, "3,3"), 0).rejects("two_swims")


def test_a_movement_never_ends_in_the_sea() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "4,2")]
    g = after(at(explorers=explorers("2,2"), floes=floes), (cmd.Step(0, "3,2"), 0))
    g.when(cmd.Stop(), 0).rejects("cannot_stop_in_water")


def test_a_swim_that_cannot_reach_a_safe_space_is_a_dead_end_d40() -> None:
    g = at(explorers=explorers("0,3"), floes=[floe("T09", "0,3")])
    g.when(cmd.Step(0, "1,3"), 0).rejects("dead_end")


def test_a_rope_is_needed_to_climb_out_of_the_water_across_a_ridge_and_goes_to_the_supply() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "4,2", rotation=4)]  # T10 k=4: ridged SW, NE
    packs = [{"rope": 1, "fish": 1}, {"rope": 1, "fish": 1}]
    g = after(at(explorers=explorers("2,2"), floes=floes, backpacks=packs), (cmd.Step(0, "3,2"), 0))
    g.when(cmd.Step(0, "4,2"), 0).then(stepped("3,2", "4,2", rope=1, rope_to="supply"))


def test_an_explorer_in_the_water_pays_a_fish_for_its_hex_when_it_leaves_d19() -> None:
    g = at(explorers=explorers("1,0"), floes=[floe("T09", "2,0")])  # 1,0 → 2,0 is NE
    g.when(cmd.Step(0, "2,0"), 0).then(stepped("1,0", "2,0", fish=1))


def test_an_explorer_in_the_water_must_first_leave_the_water_d19() -> None:
    g = at(explorers=explorers("1,0"), floes=[floe("T09", "2,0")])
    g.when(cmd.Step(0, "1,1"), 0).rejects("two_swims")


def test_alaskan_camps_of_one_group_are_linked_for_free_d24() -> None:
    g = at(explorers=explorers("9,0"))
    g.when(cmd.Step(0, "9,1"), 0).then(stepped("9,0", "9,1"))


def test_a_movement_may_cross_a_full_camp_but_not_end_there_d24() -> None:
    g = after(at(explorers=explorers("9,0")), (cmd.Step(0, "9,1"), 0))
    g.when(cmd.Stop(), 0).rejects("end_space_full")
    g.when(cmd.Step(0, "9,2"), 0).then(stepped("9,1", "9,2"))


def test_crossing_the_us_flag_costs_a_rope_that_goes_to_the_supply_d24() -> None:
    g = at(explorers=["9,2", "9,0", "9,0", "9,1", "9,1", "9,5"])
    g.when(cmd.Step(0, "9,4"), 0).then(stepped("9,2", "9,4", rope=1, rope_to="supply"))


def test_nobody_may_enter_the_flag_field() -> None:
    at(explorers=["9,2", "9,0", "9,0", "9,1", "9,1", "9,4"]).when(cmd.Step(0, "9,3"), 0).rejects(
        "space_impassable"
    )


def test_leaving_a_camp_into_the_water_costs_a_fish() -> None:
    g = at(explorers=explorers("9,0"), floes=[floe("T09", "7,0")])
    g.when(cmd.Step(0, "8,0"), 0).then(stepped("9,0", "8,0", fish=1))


def test_climbing_from_a_camp_onto_a_ridge_costs_a_rope_to_the_supply_d22() -> None:
    g = at(explorers=explorers("9,0"), floes=[floe("T09", "8,0", rotation=2)])  # ridged SE
    g.when(cmd.Step(0, "8,0"), 0).then(stepped("9,0", "8,0", rope=1, rope_to="supply"))


def test_a_path_never_returns_to_a_space_it_has_occupied_d21() -> None:
    g = after(at(explorers=explorers("2,2"), floes=SMOOTH), (cmd.Step(0, "3,2"), 0))
    g.when(cmd.Step(0, "2,2"), 0).rejects("space_already_visited")


def test_steps_must_go_to_a_neighbouring_space() -> None:
    g = at(explorers=explorers("2,2"), floes=SMOOTH)
    g.when(cmd.Step(0, "5,5"), 0).rejects("not_adjacent")
    g.when(cmd.Step(0, "nowhere"), 0).rejects("unknown_space")


def test_only_own_explorers_move() -> None:
    g = at(explorers=explorers("2,2"), floes=SMOOTH)
    g.when(cmd.Step(3, "9,0"), 0).rejects("not_your_explorer")
    g.when(cmd.Step(17, "9,0"), 0).rejects("unknown_explorer")


def test_during_a_movement_only_the_moving_explorer_steps() -> None:
    g = after(at(explorers=explorers("2,2"), floes=SMOOTH), (cmd.Step(0, "3,2"), 0))
    g.when(cmd.Step(1, "9,1"), 0).rejects("not_moving_explorer")
    g.when(cmd.Drift("T09"), 0).rejects("wrong_phase")


def test_entering_a_siberian_camp_ends_the_movement_at_once_d25() -> None:
    g = at(explorers=explorers("0,0"), floes=[floe("T09", "0,0")])  # T09: N, S ridged
    g.when(cmd.Step(0, "-1,0"), 0).then(
        stepped("0,0", "-1,0"), ev.MovementEnded(seat=0, explorer=0, space="-1,0")
    )


def test_an_explorer_in_siberia_never_moves_again_d25() -> None:
    g = at(explorers=explorers("-1,0"), floes=[floe("T09", "0,0")])
    g.when(cmd.Step(0, "0,0"), 0).rejects("explorer_in_siberia")


def test_two_explorers_of_one_colour_never_share_a_siberian_camp() -> None:
    g = at(explorers=explorers("0,0", "-1,0"), floes=[floe("T09", "0,0")])
    g.when(cmd.Step(0, "-1,0"), 0).rejects("siberia_camp_taken")


def test_explorers_of_different_colours_may_share_a_siberian_camp() -> None:
    spots = ["0,0", "9,0", "9,0", "-1,0", "9,1", "9,1"]
    g = at(explorers=spots, floes=[floe("T09", "0,0")])
    assert cmd.Step(0, "-1,0") in RULES.legal_moves(g.state, 0)


def test_entering_a_floe_with_a_bear_costs_a_fish_per_bear_d26() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "3,2", bears=1), floe("T11", "4,2")]
    g = at(explorers=explorers("2,2"), floes=floes)
    g.when(cmd.Step(0, "3,2"), 0).then(stepped("2,2", "3,2", fish=1))


def test_the_island_has_no_ridges_and_may_be_crossed() -> None:
    g = at(explorers=explorers("3,2"), floes=[floe("T09", "3,2", rotation=1)])  # SE smooth
    assert cmd.Step(0, "4,3") in RULES.legal_moves(g.state, 0)


def test_the_island_is_a_fixed_floe_for_two_explorers_d23() -> None:
    spots = ["3,2", "9,0", "9,0", "4,3", "4,3", "9,2"]
    floes = [floe("T09", "3,2", rotation=1), floe("T10", "4,4")]
    g = after(at(explorers=spots, floes=floes), (cmd.Step(0, "4,3"), 0))
    g.when(cmd.Stop(), 0).rejects("end_space_full")
    g.when(cmd.Step(0, "4,4"), 0).then(stepped("4,3", "4,4", rope=1, rope_to="4,3"))


def test_items_on_the_island_can_be_collected_d23() -> None:
    g = at(explorers=explorers("4,3"), island={"rope": 1, "fish": 0, "bears": 0})
    g.when(cmd.Collect(0, "rope"), 0).then(ev.ItemCollected(seat=0, explorer=0, item="rope"))
