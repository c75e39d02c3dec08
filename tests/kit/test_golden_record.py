"""The golden recorder's command line (`python -m tests.kit.golden record`): what it writes is
a golden file in the kit's format that replays exactly."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.kit import golden

ROOT = Path(__file__).resolve().parents[2]


def test_record_writes_a_golden_game_that_replays(tmp_path: Path) -> None:
    out = tmp_path / "clans" / "first_moves.json"
    argv = ["record", "clans", "--players", "3", "--seed", "rec", "--policy", "first"]
    assert golden.main([*argv, "--out", str(out)]) == 0
    recorded = golden.load(out)
    assert (recorded["format"], recorded["game_type"], recorded["players"]) == (
        golden.FORMAT,
        "clans",
        3,
    )
    assert recorded["outcome"] is not None  # played to its end
    golden.replay(recorded)
    assert out.read_text("utf-8") == golden.dumps(recorded)


def test_record_from_the_command_line_stops_after_moves(tmp_path: Path) -> None:
    out = tmp_path / "pow_wow.json"
    command = [sys.executable, "-m", "tests.kit.golden", "record", "pow_wow"]
    command += ["--players", "2", "--seed", "cli", "--moves", "4", "--out", str(out)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    recorded = golden.load(out)
    assert len(recorded["steps"]) == 4 and recorded["outcome"] is None
    golden.replay(recorded)
