"""Turns, end of turn, the immediate win and the outcome (RULES §7, §14, D7, D13, D14, D37, D46)."""

from __future__ import annotations

from service.domain.ice_flow import RULES, board
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.kernel import Outcome
from tests.domain.ice_flow.helpers import HOME, after, at, floe


def test_end_turn_passes_the_turn_clockwise_d7() -> None:
    g = after(at(players=3, active=2, floes=[floe("T01", "2,2")]), (cmd.Rotate("T01", True), 2))
    g.when(cmd.EndTurn(), 2).then(ev.TurnEnded(seat=2), ev.TurnStarted(seat=0))


def test_the_floe_action_is_mandatory_when_one_is_legal_d13() -> None:
    at(floes=[floe("T01", "2,2")]).when(cmd.EndTurn(), 0).rejects("floe_action_required")


ENTRY_FLOES = [
    floe(tile, hex_)
    for tile, hex_ in zip(
        ("T01", "T02", "T03", "T04", "T05", "T06", "T07", "T09"),
        ("0,0", "2,0", "5,0", "7,0", "1,6", "3,6", "6,6", "8,6"),
        strict=True,
    )
]
CROWDED = ["9,6", "9,0", "9,0", "0,0", "2,0", "5,0", "7,0", "1,6", "3,6", "6,6", "8,6", "9,1"]


def test_without_a_legal_floe_action_the_floe_action_is_skipped_d13() -> None:
    g = at(players=4, explorers=CROWDED, floes=ENTRY_FLOES)
    assert [c for c in RULES.legal_moves(g.state, 0) if isinstance(c, cmd.EndTurn)]
    g.when(cmd.EndTurn(), 0).then(ev.TurnEnded(seat=0), ev.TurnStarted(seat=1))


def test_an_explorer_action_that_makes_a_floe_eligible_makes_the_floe_action_due_d46() -> None:
    g = at(players=4, explorers=CROWDED, floes=ENTRY_FLOES)
    g = after(g, (cmd.Step(0, "8,6"), 0), (cmd.Stop(), 0))
    g.when(cmd.EndTurn(), 0).rejects("floe_action_required")
    assert cmd.Rotate("T09", True) in RULES.legal_moves(g.state, 0)


def test_the_explorer_action_may_come_before_or_after_the_floe_action_d14() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "3,2")]
    spots = ["2,2", *HOME[2][1:]]
    first_floe = after(at(explorers=spots, floes=floes), (cmd.Rotate("T10", True), 0))
    assert cmd.Step(0, "3,2") in RULES.legal_moves(first_floe.state, 0)
    first_move = after(at(explorers=spots, floes=floes), (cmd.Step(0, "3,2"), 0))
    first_move.when(cmd.Rotate("T10", True), 0).rejects("wrong_phase")  # atomic (D14)
    done = after(first_move, (cmd.Stop(), 0))
    assert cmd.Rotate("T10", True) in RULES.legal_moves(done.state, 0)


def test_the_turn_never_ends_by_itself_d46() -> None:
    floes = [floe("T09", "2,2"), floe("T10", "3,2")]
    spots = ["2,2", *HOME[2][1:]]
    g = after(
        at(explorers=spots, floes=floes),
        (cmd.Step(0, "3,2"), 0),
        (cmd.Stop(), 0),
        (cmd.Rotate("T10", True), 0),
    )
    assert RULES.to_move(g.state) == {0}
    assert cmd.EndTurn() in RULES.legal_moves(g.state, 0)


def test_a_command_without_a_seat_is_refused() -> None:
    at().when(cmd.EndTurn(), None).rejects("not_your_turn")


def test_three_explorers_on_three_siberian_camps_win_at_once_d37() -> None:
    spots = ["0,0", "-1,2", "-1,4", *HOME[2][3:]]
    g = at(explorers=spots, floes=[floe("T09", "0,0")])
    g.when(cmd.Step(0, "-1,0"), 0).then(
        ev.ExplorerStepped(seat=0, explorer=0, from_="0,0", to="-1,0", rope=0, fish=0,
                           rope_to=None, escape=False),
        ev.GameEnded(winner=0),
    )  # fmt: skip


def test_the_winner_ranks_first_and_everybody_else_second_d47() -> None:
    spots = ["0,0", "-1,2", "-1,4", *HOME[3][3:]]
    g = at(players=3, explorers=spots, floes=[floe("T09", "0,0")])
    state = g.when(cmd.Step(0, "-1,0"), 0).state()
    assert RULES.outcome(state) == Outcome(
        scores=(1, 0, 0), ranks=(1, 2, 2), winners=(0,), reason="three_explorers_in_siberia"
    )
    assert RULES.to_move(state) == frozenset()
    assert RULES.legal_moves(state, 0) == []
    g2 = after(g, (cmd.Step(0, "-1,0"), 0))
    g2.when(cmd.EndTurn(), 0).rejects("game_over")


def test_a_win_can_happen_in_another_players_turn_through_an_escape_d37() -> None:
    spots = ["9,0", "9,0", "9,1", "0,3", "-1,0", "-1,4"]
    g = at(explorers=spots, floes=[floe("T10", "0,2", bears=1)])
    g = after(g, (cmd.Drift("T10"), 0))
    assert RULES.to_move(g.state) == {1}
    events = g.when(cmd.Escape(3, ("-1,2",)), 1).events()
    assert events[-1] == ev.GameEnded(winner=1)
    assert len(events) == 2


def test_there_is_no_turn_limit_and_no_draw_d39() -> None:
    g = at(floes=[floe("T01", "4,4")])
    for turn in range(40):
        seat = turn % 2
        g = after(g, (cmd.Rotate("T01", True), seat), (cmd.EndTurn(), seat))
    assert RULES.outcome(g.state) is None
    assert RULES.to_move(g.state) == {0}
    assert board.KIND["4,4"] == "sea"
