"""Polar bears: fee, chasing, bear lines, arrivals, responses (RULES §10, D26–D32, D41, D42)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from service.domain.ice_flow import RULES, bears
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.evolve import decision
from service.domain.ice_flow.state import Arrival, Chasing, Floe, Moving, State
from tests.domain.ice_flow.helpers import after, at, floe, given_state
from tests.kit.decider import Given

# Seat 0's explorer 0 on 2,2 walks SE onto 3,2 where a bear sits; seat 1's explorer 3 is on 3,0.
SPOTS = ["2,2", "9,0", "9,0", "3,0", "9,1", "9,2"]
FLOES = [floe("T09", "2,2"), floe("T10", "3,2", rotation=1, bears=1), floe("T11", "3,0")]


def stopped_on_the_bear(**kwargs: Any) -> Given:
    return after(
        at(explorers=SPOTS, floes=FLOES, **kwargs), (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0)
    )


def test_ending_a_movement_on_a_bear_requires_chasing_it() -> None:
    g = stopped_on_the_bear()
    assert g.state.top == Chasing(0, "3,2")
    assert RULES.to_move(g.state) == {0}


def test_chasing_after_a_movement_is_free_and_the_bear_may_leave_the_strait_d27() -> None:
    g = stopped_on_the_bear()
    g.when(cmd.ChaseBear("S"), 0).then(
        ev.BearMoved(seat=0, from_="3,2", direction="S", to="out", fish=0)
    )
    g.when(cmd.ChaseBear("SW"), 0).rejects("bear_direction_illegal")  # ends in Siberia


def test_a_bear_never_goes_ashore_d27() -> None:
    g = at(
        explorers=["7,1", "9,0", "9,0", "9,1", "9,1", "9,2"],
        floes=[floe("T09", "7,1"), floe("T10", "8,1", bears=1)],
        backpacks=[{"rope": 1, "fish": 2}, {"rope": 1, "fish": 1}],
    )
    g = after(g, (cmd.Step(0, "8,1"), 0), (cmd.Stop(), 0))
    g.when(cmd.ChaseBear("NE"), 0).rejects("bear_direction_illegal")
    g.when(cmd.ChaseBear("UP"), 0).rejects("invalid_direction")


def test_a_bear_stops_on_the_first_floe_in_its_line() -> None:
    g = stopped_on_the_bear()
    state = g.when(cmd.ChaseBear("N"), 0).state()
    assert state.top == Arrival("3,0", ("3,2", "3,0"))


def test_a_bear_landing_on_explorers_makes_their_owner_respond_d28() -> None:
    g = after(stopped_on_the_bear(), (cmd.ChaseBear("N"), 0))
    assert RULES.to_move(g.state) == {1}
    g.when(cmd.Stop(), 0).rejects("not_your_turn")
    g.when(cmd.ChaseBear("S"), 1).rejects("bear_direction_illegal")  # back to a visited floe


def test_a_strong_bear_is_chased_on_for_one_fish() -> None:
    g = after(stopped_on_the_bear(), (cmd.ChaseBear("N"), 0))
    g.when(cmd.ChaseBear("N"), 1).then(
        ev.BearMoved(seat=1, from_="3,0", direction="N", to="out", fish=1)
    )
    state = g.when(cmd.ChaseBear("N"), 1).state()
    assert state.stack == ()
    assert RULES.to_move(state) == {0}


def test_escape_is_one_step_or_one_swim_to_a_bear_free_space_d30() -> None:
    g = after(stopped_on_the_bear(), (cmd.ChaseBear("N"), 0))
    # 3,0 → 3,1 (water) → 3,2: the S edge of T11 is ridged (1 rope), the swim costs 1 fish.
    g.when(cmd.Escape(3, ("3,1", "3,2")), 1).then(
        ev.ExplorerStepped(seat=1, explorer=3, from_="3,0", to="3,1", rope=1, fish=1,
                           rope_to="3,0", escape=True),
        ev.ExplorerStepped(seat=1, explorer=3, from_="3,1", to="3,2", rope=0, fish=0,
                           rope_to=None, escape=True),
    )  # fmt: skip
    g.when(cmd.Escape(3, ("3,1", "3,1")), 1).rejects("escape_path_shape")
    g.when(cmd.Escape(3, ("3,1",)), 1).rejects("escape_path_shape")
    g.when(cmd.Escape(0, ("3,1", "3,2")), 1).rejects("not_endangered")


@pytest.mark.parametrize("revision", [1, 2])
def test_no_air_rescue_while_an_escape_is_legal_d29(revision: int) -> None:
    g = after(stopped_on_the_bear(revision=revision), (cmd.ChaseBear("N"), 0))
    g.when(cmd.AirRescue(3, "9,4"), 1).rejects("escape_possible")


def test_air_rescue_flies_the_explorer_to_an_alaskan_camp_with_room_d31() -> None:
    broke = [{"rope": 1, "fish": 1}, {"rope": 0, "fish": 0}]
    g = after(stopped_on_the_bear(backpacks=broke), (cmd.ChaseBear("N"), 0))
    moves = RULES.legal_moves(g.state, 1)
    assert moves == [cmd.AirRescue(3, c) for c in ("9,1", "9,2", "9,4", "9,5", "9,6")]
    g.when(cmd.AirRescue(3, "9,0"), 1).rejects("camp_full")
    state = g.when(cmd.AirRescue(3, "9,4"), 1).state()
    assert state.explorers[3] == "9,4"
    assert state.floes[2].bears == 1  # the bear stays on its floe
    assert RULES.to_move(state) == {0}


def test_responses_go_clockwise_from_the_active_player() -> None:
    spots = ["3,0", "9,0", "9,0", "2,2", "9,1", "9,1", "3,0", "9,2", "9,2"]
    g = at(players=3, active=1, explorers=spots, floes=FLOES)
    g = after(g, (cmd.Step(3, "3,2"), 1), (cmd.Stop(), 1), (cmd.ChaseBear("N"), 1))
    assert RULES.to_move(g.state) == {2}
    g = after(g, (cmd.Escape(6, ("3,1", "3,2")), 2))
    assert RULES.to_move(g.state) == {0}


def test_once_the_bear_is_gone_everybody_on_the_floe_is_safe() -> None:
    spots = ["3,0", "9,0", "9,0", "2,2", "9,1", "9,1", "3,0", "9,2", "9,2"]
    g = at(players=3, active=1, explorers=spots, floes=FLOES)
    g = after(g, (cmd.Step(3, "3,2"), 1), (cmd.Stop(), 1), (cmd.ChaseBear("N"), 1))
    state = g.when(cmd.ChaseBear("N"), 2).state()
    assert state.stack == ()
    assert state.explorers[0] == "3,0"


def test_a_floe_with_a_bear_picking_up_swimmers_is_an_arrival_d42() -> None:
    spots = ["1,0", "9,0", "9,0", "9,1", "9,1", "9,2"]
    g = at(explorers=spots, floes=[floe("T09", "1,2", bears=1)])
    g.when(cmd.Drift("T09"), 0).then(
        ev.FloeDrifted(seat=0, floe="T09", path=("1,1", "1,0"), left_strait=False,
                       stranded=(), returned=ev.Items()),
        ev.ExplorersPickedUp(floe="T09", hex="1,0", explorers=(0,)),
    )  # fmt: skip
    state = g.when(cmd.Drift("T09"), 0).state()
    assert state.top == Arrival("1,0", ("1,0",))


def test_two_bears_on_a_pick_up_floe_are_each_chased_for_a_fish_d42() -> None:
    spots = ["1,0", "9,0", "9,0", "9,1", "9,1", "9,2"]
    packs = [{"rope": 0, "fish": 2}, {"rope": 1, "fish": 1}]
    g = at(explorers=spots, floes=[floe("T09", "1,2", bears=2)], backpacks=packs)
    g = after(g, (cmd.Drift("T09"), 0), (cmd.ChaseBear("N"), 0))
    assert isinstance(g.state.top, Arrival)
    g = after(g, (cmd.ChaseBear("N"), 0))
    assert g.state.stack == ()
    assert g.state.backpacks[0].fish == 0


def _walled(state: State, space: str) -> State:
    """A board where every line from `space` ends on a floe holding two bears."""
    floes = [f for f in state.floes if f.hex == space]
    for i, hex_ in enumerate(("2,1", "3,1", "3,2", "2,3", "1,2", "1,1")):
        if hex_ != space:
            floes.append(Floe(f"T{19 + i}", hex_, 0, bears=2))
    return msgspec.structs.replace(state, floes=tuple(floes))


def test_stopping_needs_a_legal_direction_for_every_bear_d41() -> None:
    state = at(floes=[floe("T09", "2,2", bears=1)]).state
    walled = _walled(state, "2,2")
    assert not bears.chaseable_after_movement(walled, "2,2")
    assert bears.chaseable_after_movement(state, "2,2")


def test_a_second_bear_must_keep_a_legal_direction_d41() -> None:
    state = at(floes=[floe("T09", "2,2", bears=2)]).state
    walled = _walled(state, "2,2")
    # open one line towards a floe with one bear: the first bear fills it, the second is stuck
    floes = tuple(
        msgspec.structs.replace(f, bears=1) if f.hex == "3,2" else f for f in walled.floes
    )
    one_way = msgspec.structs.replace(walled, floes=floes)
    assert bears.bear_target(one_way, "2,2", 2, ("2,2",)) == "3,2"
    assert not bears.leaves_second_bear_a_way(one_way, "2,2", 2)
    assert not bears.chaseable_after_movement(one_way, "2,2")


def test_a_bear_without_a_legal_direction_after_a_chain_stays_and_endangers_d32() -> None:
    state = at(floes=[floe("T09", "2,2", bears=1)]).state
    walled = msgspec.structs.replace(
        _walled(state, "2,2"),
        explorers=("2,2", *state.explorers[1:]),
        stack=(Chasing(0, "2,2"),),
        explorer_action_taken=True,
    )
    made = decision(walled)
    bears.stuck_bear(made)
    assert made.events == [ev.BearStuck(space="2,2")]
    stuck = made.state
    assert stuck.top == Arrival("2,2", ("2,2",), chase_excluded=True)
    g = given_state(stuck)
    g.when(cmd.ChaseBear("N"), 0).rejects("chase_excluded")
    rescued = g.when(cmd.AirRescue(0, "9,4"), 0).state()
    assert rescued.stack == ()  # the collect step is skipped (D43)


def test_stop_is_refused_when_the_bears_could_not_be_chased_d41() -> None:
    state = at(floes=[floe("T09", "2,2", bears=1)]).state
    moving = msgspec.structs.replace(
        _walled(state, "2,2"),
        explorers=("2,2", *state.explorers[1:]),
        stack=(Moving(0, ("1,2", "2,2")),),
        explorer_action_taken=True,
    )
    given_state(moving).when(cmd.Stop(), 0).rejects("bears_not_chaseable")


def test_the_first_of_two_bears_may_not_strand_the_second_d41() -> None:
    state = at(floes=[floe("T09", "2,2", bears=2)]).state
    walled = _walled(state, "2,2")
    floes = tuple(
        msgspec.structs.replace(f, bears=1) if f.hex == "3,2" else f for f in walled.floes
    )
    chasing = msgspec.structs.replace(
        walled,
        floes=floes,
        explorers=("2,2", *state.explorers[1:]),
        stack=(Chasing(0, "2,2"),),
        explorer_action_taken=True,
    )
    g = given_state(chasing)
    g.when(cmd.ChaseBear("SE"), 0).rejects("second_bear_blocked")  # fills 3,2, strands bear 2
    g.when(cmd.ChaseBear("S"), 0).rejects("bear_direction_illegal")


def test_a_bear_swims_past_explorers_in_the_water() -> None:
    spots = ["2,2", "9,0", "9,0", "3,1", "9,1", "9,2"]  # explorer 3 swims on 3,1
    g = after(at(explorers=spots, floes=FLOES), (cmd.Step(0, "3,2"), 0), (cmd.Stop(), 0))
    g.when(cmd.ChaseBear("N"), 0).then(
        ev.BearMoved(seat=0, from_="3,2", direction="N", to="3,0", fish=0)
    )
    assert g.when(cmd.ChaseBear("N"), 0).state().stack == ()  # nobody on 3,0: the bear rests
