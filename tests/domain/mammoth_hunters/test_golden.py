"""Mammoth Hunters' golden games (STYLE §12), in the kit's format and replayed by
`tests/kit/test_golden.py`; re-record them (only when a rule change is intended) with
`.venv/bin/python -m tests.kit.golden rerecord tests/golden/mammoth_hunters/<file>.json`."""

from __future__ import annotations

from tests.kit import golden


def test_golden_games_exist_for_every_player_count_the_short_game_and_a_start_player() -> None:
    games = [golden.load(path) for path in golden.files("mammoth_hunters")]
    assert {g["players"] for g in games} == {3, 4, 5}
    assert any(g["options"]["short_game"] for g in games)
    assert any(g["options"]["start_player"] is not None for g in games)
    commands = {step["command"]["type"] for g in games for step in g["steps"]}
    assert {"mammoth_hunters.place_glacier", "mammoth_hunters.swap_hunters"} <= commands
