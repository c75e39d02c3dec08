"""RULES §9: the end after the 114th window, scores, ties and ranks (D13, D14)."""

from __future__ import annotations

from service.domain.kernel import Outcome
from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Choose, Claim, OptionBody, Pass, Reveal, RevealDeadline
from service.domain.pow_wow.data import CARD_IDS
from service.domain.pow_wow.events import Event, GameEnded
from service.domain.pow_wow.scoring import competition_ranks
from service.domain.pow_wow.state import GameOver
from tests.domain.pow_wow.helpers import claims, loaded, opened, run, state_of, window_of
from tests.kit.decider import given

LAST = "red-hunter-1"
PILES = (("teepee-1", "teepee-2", "teepee-3"), ("totem-1", "totem-2", "totem-3"), ("totem-4",))
ON_TABLE = tuple(
    c for c in CARD_IDS if c != LAST and all(c not in pile for pile in PILES) and c != "buffalo-01"
)


def final_window() -> list[Event]:
    return opened(
        LAST,
        seats=("red", "yellow", "purple"),
        table=ON_TABLE,
        piles=PILES,
        out_of_game=("buffalo-01",),
    )


def test_the_last_reveal_opens_window_114() -> None:
    assert window_of(final_window()) == 114


def test_the_game_ends_after_the_114th_window_is_resolved_ties_all_win_d13_d14() -> None:
    events = claims(final_window(), (1, None), (2, None))
    produced = given(RULES, *events, players=3).when(Pass(114), seat=0).events()
    assert produced[-1] == GameEnded((3, 3, 1), (0, 1), (1, 1, 3), None)
    state = given(RULES, *events, players=3).when(Pass(114), seat=0).state()
    assert isinstance(state.phase, GameOver)
    assert RULES.outcome(state) == Outcome(
        scores=(3, 3, 1), ranks=(1, 1, 3), winners=(0, 1), reason="prairie_exhausted"
    )
    assert RULES.to_move(state) == frozenset()
    assert RULES.deadline(state) is None


def test_the_final_window_still_resolves_its_claims_and_cards_left_belong_to_nobody_d13() -> None:
    events = claims(final_window(), (0, "hunter"), (1, None), (2, None))
    events = run(events, (Choose(114, OptionBody("own")), 0))
    state = state_of(events)
    assert isinstance(state.phase, GameOver)
    assert state.phase.scores[0] > 3
    assert state.table
    assert RULES.outcome(state) is not None


def test_after_the_end_every_command_is_refused_with_game_over() -> None:
    events = claims(final_window(), (0, None), (1, None), (2, None))
    for command, seat in ((Reveal(115, 0), 0), (Claim(114, "hunter"), 1), (Pass(114), 2)):
        given(RULES, *events, players=3).when(command, seat=seat).rejects("game_over")
    given(RULES, *events, players=3).when(RevealDeadline(115), seat=None).rejects("game_over")
    state = state_of(events)
    assert all(RULES.legal_moves(state, seat) == [] for seat in range(3))


def test_ranks_use_standard_competition_numbering() -> None:
    assert competition_ranks((11, 11, 7)) == (1, 1, 3)
    assert competition_ranks((2, 9, 5, 9)) == (4, 1, 3, 1)


def test_the_score_is_the_number_of_cards_in_the_pile() -> None:
    events = loaded(piles=(("totem-1",), ("totem-2", "totem-3")))
    assert [len(p) for p in state_of(events).piles] == [1, 2]
