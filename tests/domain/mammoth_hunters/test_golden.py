"""Golden games (STYLE §12): recorded seeded games replay to the same events and outcome."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from service.domain.kernel import Rng, fold
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.state import Options
from tests.domain.mammoth_hunters.golden import FOLDER


def plain(value: Any) -> Any:
    return msgspec.json.decode(msgspec.json.encode(value))


FILES = sorted(FOLDER.glob("*.json"))


def test_there_are_golden_games_for_every_player_count() -> None:
    counts = {json.loads(p.read_text("utf-8"))["players"] for p in FILES}
    assert counts == {3, 4, 5}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_golden_game_replays_exactly(path: Path) -> None:
    game: dict[str, Any] = json.loads(path.read_text("utf-8"))
    players, seed = game["players"], game["seed"]
    options = msgspec.convert(game["options"], Options)
    events = RULES.start(players, options, Rng(seed, 0))
    assert [plain(e) for e in events] == game["start_events"]
    state = fold(RULES, players, options, events)
    for step in game["commands"]:
        command = msgspec.convert(step["command"], RULES.Command)
        new = RULES.decide(state, command, step["seat"], Rng(seed, len(events)))
        assert [plain(e) for e in new] == step["events"]
        for event in new:
            state = RULES.evolve(state, event)
        events += new
    outcome = RULES.outcome(state)
    assert plain(outcome) == game["outcome"]
    assert fold(RULES, players, options, events) == state
