"""Golden games replayed through `decide`: the same commands give the same events (STYLE §12)."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec
import pytest

from service.domain.kernel import Rng, fold
from service.domain.pow_wow import RULES
from tests.domain.pow_wow.golden import FOLDER

FILES = sorted(FOLDER.glob("*.json"))


def plain(value: object) -> object:
    """As stored: JSON values (lists, not tuples)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def test_there_is_a_golden_game_for_every_player_count() -> None:
    counts = {json.loads(path.read_text("utf-8"))["players"] for path in FILES}
    assert counts == {2, 3, 4, 5}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_a_golden_game_replays_to_the_same_events_and_outcome(path: Path) -> None:
    golden = json.loads(path.read_text("utf-8"))
    seed, players = golden["seed"], golden["players"]
    options = msgspec.convert(golden["options"], RULES.Options)
    events = RULES.start(players, options, Rng(seed, 0))
    assert plain(events) == golden["start_events"]
    state = fold(RULES, players, options, events)
    produced = []
    for step in golden["commands"]:
        command = msgspec.convert(step["command"], RULES.Command)
        new = RULES.decide(state, command, step["seat"], Rng(seed, len(events)))
        for event in new:
            state = RULES.evolve(state, event)
        events += new
        produced += new
    assert plain(produced) == golden["events"]
    assert plain(RULES.outcome(state)) == golden["outcome"]
