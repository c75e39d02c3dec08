"""The rulebook's questions and answers (seed Q&A), one test each."""

from __future__ import annotations

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow.state import Chasing
from tests.domain.ice_flow.helpers import HOME, after, at, floe

SMOOTH = [floe("T09", "2,2"), floe("T10", "3,2", fish=1), floe("T11", "5,5", rope=1)]


def test_q_can_i_move_one_explorer_and_collect_with_another_a_no() -> None:
    g = after(
        at(explorers=["2,2", "5,5", *HOME[2][2:]], floes=SMOOTH),
        (cmd.Step(0, "3,2"), 0),
        (cmd.Stop(), 0),
    )
    g.when(cmd.Collect(1, "rope"), 0).rejects("not_collecting_explorer")
    done = after(g, (cmd.SkipCollect(), 0))
    done.when(cmd.Collect(1, "rope"), 0).rejects("explorer_action_taken")


def test_q_can_i_move_another_players_explorer_in_my_explorer_action_a_no() -> None:
    g = at(explorers=["9,0", "9,0", "9,1", "2,2", "9,1", "9,2"], floes=SMOOTH)
    g.when(cmd.Step(3, "3,2"), 0).rejects("not_your_explorer")
    g.when(cmd.Drift("T09"), 0).rejects("floe_not_eligible")  # only with an own explorer aboard


def test_q_can_i_move_an_explorer_after_collecting_an_item_a_no() -> None:
    g = after(at(explorers=["5,5", *HOME[2][1:]], floes=SMOOTH), (cmd.Collect(0, "rope"), 0))
    g.when(cmd.Step(0, "4,5"), 0).rejects("explorer_action_taken")


def test_q_can_two_of_my_explorers_share_a_space_a_yes_except_in_siberia() -> None:
    g = after(at(explorers=["2,2", "3,2", *HOME[2][2:]], floes=SMOOTH), (cmd.Step(0, "3,2"), 0))
    assert cmd.Stop() in RULES.legal_moves(g.state, 0)
    siberia = at(explorers=["0,0", "-1,0", *HOME[2][2:]], floes=[floe("T09", "0,0")])
    siberia.when(cmd.Step(0, "-1,0"), 0).rejects("siberia_camp_taken")


def test_q_may_i_stop_on_a_bear_with_fish_in_my_backpack_a_only_to_chase_it() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "3,2", rotation=1, bears=1)]
    g = after(at(explorers=["2,2", *HOME[2][1:]], floes=floes), (cmd.Step(0, "3,2"), 0))
    state = after(g, (cmd.Stop(), 0)).state
    assert state.top == Chasing(0, "3,2")
    assert {type(m) for m in RULES.legal_moves(state, 0)} == {cmd.ChaseBear}
