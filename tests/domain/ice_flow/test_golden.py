"""Golden games replay exactly: same events, same outcome (STYLE §12)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .golden import FOLDER, replay

FILES = sorted(FOLDER.glob("*.json"))


def test_golden_games_exist_for_every_player_count() -> None:
    assert {json.loads(p.read_text())["players"] for p in FILES} == {2, 3, 4}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_golden_game_replays_to_the_same_events_and_outcome(path: Path) -> None:
    game = json.loads(path.read_text())
    events, outcome = replay(game)
    assert events == game["events"]
    assert outcome == game["outcome"]
    assert outcome is not None and outcome["winners"]
