"""Golden games replay through decide with exactly the recorded events and outcome."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.state import Options
from service.domain.kernel import Rng, fold

from .golden import FOLDER, GAMES

FILES = sorted(FOLDER.glob("*.json"))


def test_every_golden_game_is_recorded() -> None:
    assert {f.stem for f in FILES} == set(GAMES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_golden_game_replays_exactly(path: Path) -> None:
    game: dict[str, Any] = json.loads(path.read_text("utf-8"))
    players, seed = game["players"], game["seed"]
    options = msgspec.convert(game["options"], Options)
    started = RULES.start(players, options, Rng(seed, 0))
    assert json.loads(msgspec.json.encode(started)) == game["start_events"]
    state = fold(RULES, players, options, started)
    version = len(started)
    for step in game["steps"]:
        command = msgspec.convert(step["command"], RULES.Command)
        produced = RULES.decide(state, command, step["seat"], Rng(seed, version))
        assert json.loads(msgspec.json.encode(produced)) == step["events"]
        for event in produced:
            state = RULES.evolve(state, event)
        version += len(produced)
    assert json.loads(msgspec.json.encode(RULES.outcome(state))) == game["outcome"]
