"""Every golden game in the kit's format replays to exactly the log and outcome it records,
and the converter turns each earlier format into it without changing the game."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from tests.kit import golden

CONVERTED = [p for p in golden.files() if golden.load(p).get("format") == golden.FORMAT]


@pytest.mark.parametrize("path", CONVERTED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_golden_game_replays_exactly(path: Path) -> None:
    golden.replay(golden.load(path))


def test_a_golden_game_with_one_event_changed_does_not_replay() -> None:
    game = golden.load(golden.files("clans")[0])
    changed = copy.deepcopy(game)
    changed["steps"][3]["events"][0]["seat"] += 1
    with pytest.raises(AssertionError, match="step 3"):
        golden.replay(changed)


def test_the_file_format_reads_back_as_the_same_game() -> None:
    for path in golden.files("clans"):
        game = golden.load(path)
        assert path.read_text("utf-8") == golden.dumps(game)


def test_an_earlier_format_with_a_flat_log_converts_to_the_same_game() -> None:
    game = golden.load(golden.files("clans")[0])
    flat = {  # as Pow Wow and Ice Flow wrote them: commands, then one list of every event
        "seed": game["seed"],
        "players": game["players"],
        "options": game["options"],
        "commands": [{"seat": s["seat"], "command": s["command"]} for s in game["steps"]],
        "events": game["start_events"] + [e for s in game["steps"] for e in s["events"]],
        "outcome": game["outcome"],
    }
    assert golden.convert(flat, "clans") == game
    old_steps = {k: v for k, v in game.items() if k not in ("format", "rules_revision")}
    assert golden.convert(old_steps, "clans") == game
