"""Clans' golden games (docs/style.md §12), recorded in the kit's format and replayed by
`tests/kit/test_golden.py`; re-record them (only when a rule change is intended) with
`.venv/bin/python -m tests.kit.golden rerecord tests/golden/clans/*.json`."""

from __future__ import annotations

from tests.kit import golden


def test_golden_games_exist_for_every_player_count_and_a_village_choice() -> None:
    games = [golden.load(path) for path in golden.files("clans")]
    assert {g["players"] for g in games} == {2, 3, 4}
    assert any(g["position"] is not None for g in games)
    commands = [step["command"]["type"] for g in games for step in g["steps"]]
    assert "clans.choose_village" in commands
    reasons = {g["outcome"]["reason"] for g in games}
    assert reasons == {"twelfth_village", "no_legal_move"}


def test_the_kit_records_the_same_games_again() -> None:
    for path in golden.files("clans"):
        game = golden.load(path)
        again = golden.record("clans", game["players"], game["seed"], position=game["position"])
        assert again == game, path.name
