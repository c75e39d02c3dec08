"""Ice Flow's golden games (docs/style.md §12), in the kit's format and replayed by
`tests/kit/test_golden.py`, each under the rules revision it records: the three first-edition
games as revision 1 for ever, and one game of revision 2 (D6, D29)."""

from __future__ import annotations

import pytest

from tests.kit import golden
from tests.kit.hooks.ice_flow import greedy

GAMES = {path.stem: golden.load(path) for path in golden.files("ice_flow")}


def test_golden_games_exist_for_every_player_count_and_both_revisions() -> None:
    first = [g for g in GAMES.values() if g["rules_revision"] == 1]
    assert {g["players"] for g in first} == {2, 3, 4}
    assert [g["rules_revision"] for g in GAMES.values()].count(2) == 1
    assert all(g["outcome"]["winners"] for g in GAMES.values())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_golden_game_replays_only_under_its_own_revision(name: str) -> None:
    """Revision 2's card contents (D6) change the log: each game replays as it records."""
    game = GAMES[name]
    other = 2 if game["rules_revision"] == 1 else 1
    with pytest.raises(AssertionError):
        golden.replay({**game, "rules_revision": other})


def test_the_kit_records_the_revision_2_game_again() -> None:
    """Recorded with `golden.record(…, policy=greedy)` at the latest revision, 2."""
    game = GAMES["4p_revision_2"]
    again = golden.record("ice_flow", 4, game["seed"], policy=greedy, cap=6000)
    assert again == game
