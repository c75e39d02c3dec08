"""Der Schwarm's golden games (docs/style.md §12), in the kit's format and replayed by
`tests/kit/test_golden.py` (every event, the outcome, and the log through the store's codec).

The first three were recorded by the game's own playout bot before the kit and converted with
`python -m tests.kit.golden convert` (same logs, same outcomes); the one from a position was
recorded by the kit and re-records the same (`python -m tests.kit.golden rerecord FILE`, only
when a rule change is intended).
"""

from __future__ import annotations

from tests.kit import golden

from .test_audit_position import rulebook_example


def test_golden_games_cover_every_player_count_variant_and_a_position() -> None:
    games = [golden.load(path) for path in golden.files("der_schwarm")]
    assert {g["players"] for g in games} == {2, 3, 4}
    for flag in ("free_start", "dangerous_tsunami", "hidden_hands"):
        assert any(g["options"][flag] for g in games), flag
    assert any(g["options"]["initial_order"] is not None for g in games)
    assert any(g["position"] is not None for g in games)
    assert {g["outcome"]["reason"] for g in games} == {"final_scoring"}
    commands = {step["command"]["type"].split(".")[1] for g in games for step in g["steps"]}
    assert {"place_tile", "choose_part", "move_whale", "move_tsunami", "move_crab"} <= commands


def test_the_kit_records_the_game_from_a_position_again() -> None:
    (game,) = [golden.load(p) for p in golden.files("der_schwarm") if golden.load(p)["position"]]
    assert game["position"] == rulebook_example()
    again = golden.record("der_schwarm", game["players"], game["seed"], position=game["position"])
    assert again == game
