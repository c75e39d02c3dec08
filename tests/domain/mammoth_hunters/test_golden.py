"""Mammoth Hunters' golden games (docs/style.md §12), in the kit's format and replayed by
`tests/kit/test_golden.py`; re-record them (only when a rule change is intended) with
`.venv/bin/python -m tests.kit.golden rerecord tests/golden/mammoth_hunters/<file>.json`."""

from __future__ import annotations

import pytest

from tests.kit import golden


def test_golden_games_exist_for_every_player_count_the_short_game_and_a_start_player() -> None:
    games = [golden.load(path) for path in golden.files("mammoth_hunters")]
    assert {g["players"] for g in games} == {3, 4, 5}
    assert any(g["options"]["short_game"] for g in games)
    assert any(g["options"]["start_player"] is not None for g in games)
    commands = {step["command"]["type"] for g in games for step in g["steps"]}
    assert {"mammoth_hunters.place_glacier", "mammoth_hunters.swap_hunters"} <= commands


REVISION_2 = "revision_2_repeated_donations.json"


def test_the_games_recorded_before_revisions_replay_as_revision_1() -> None:
    games = [golden.load(path) for path in golden.files("mammoth_hunters")]
    assert sorted(g["rules_revision"] for g in games) == [1, 1, 1, 1, 2]


def test_a_revision_2_golden_game_repeats_a_donation_round_d19() -> None:
    """From RULES §12's revision-2 example: reserve 4, seats holding 1, 0 and 27 stones."""
    game = golden.load(golden.FOLDER / "mammoth_hunters" / REVISION_2)
    assert game["rules_revision"] == 2
    transfers = [
        e
        for step in game["steps"]
        for e in step["events"]
        if e["type"] == "mammoth_hunters.stones_transferred"
    ]
    assert transfers[0] == {
        "type": "mammoth_hunters.stones_transferred",
        "moved": 4,
        "donations": [1, 0, 5],
        "dark_reserve": 10,
    }
    as_revision_1 = {**game, "rules_revision": 1}
    with pytest.raises(AssertionError, match="step 4"):  # the glacier decision: 1 + 0 + 2 → 7
        golden.replay(as_revision_1)


def test_the_kit_records_the_revision_2_game_again() -> None:
    game = golden.load(golden.FOLDER / "mammoth_hunters" / REVISION_2)
    again = golden.record(
        "mammoth_hunters",
        game["players"],
        game["seed"],
        position=game["position"],
        revision=game["rules_revision"],
    )
    assert again == game
