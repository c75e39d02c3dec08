"""`tabletop export GAME_ID -o FILE` and `tabletop replay --file FILE [--at N] [--seat S]
[--verify]` (issue 20 items 1 and 2): the file replays with the rules engine alone, no
database; a damaged file gets one clear line naming the bad line, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.platform.test_cli import ROOT, run
from tests.platform.test_replay_verify import finished_random_game

NO_DATABASE = "postgresql://nobody@127.0.0.1:1/none"
"""Offline means offline: a replay that tried to reach this would fail."""


def offline(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATABASE_URL": NO_DATABASE, "TABLETOP_LOG_FORMAT": "json"}
    return subprocess.run(
        [sys.executable, "-m", "service", "replay", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.fixture(scope="module")
async def exported(database_url: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    game_id = await finished_random_game(database_url)
    path = tmp_path_factory.mktemp("logs") / "game.jsonl"
    result = run(database_url, "export", game_id, "-o", str(path))
    assert result.returncode == 0, result.stderr
    assert f"wrote {path}" in result.stderr
    return path


def variant(exported: Path, tmp_path: Path, lines: list[str]) -> str:
    path = tmp_path / "changed.jsonl"
    path.write_text("".join(line + "\n" for line in lines))
    return str(path)


def test_the_file_replays_offline_to_the_outcome(exported: Path) -> None:
    result = offline("--file", str(exported))
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.splitlines()[-1])
    header = json.loads(exported.read_text().splitlines()[0])
    assert summary["version"] == header["version"] and summary["outcome"] is not None
    assert summary["seat"] is None and summary["view"]["seat"] is None  # a spectator's view


def test_the_view_at_a_version_as_a_seat_shows_that_seats_secret_only(exported: Path) -> None:
    as_seat = offline("--file", str(exported), "--at", "3", "--seat", "1")
    assert as_seat.returncode == 0, as_seat.stderr
    *log, last = as_seat.stdout.splitlines()
    assert len(log) == 3
    summary = json.loads(last)
    assert summary["version"] == 3 and summary["seat"] == 1 and summary["outcome"] is None
    assert summary["view"]["my_clan"] is not None
    spectator = json.loads(offline("--file", str(exported), "--at", "3").stdout.splitlines()[-1])
    assert spectator["view"]["my_clan"] is None


def test_verify_passes_on_the_exported_file(exported: Path) -> None:
    result = offline("--file", str(exported), "--verify")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1].startswith("verified: the seed matches")


def test_verify_finds_commands_logged_before_commands_were(exported: Path, tmp_path: Path) -> None:
    header, *events = exported.read_text().splitlines()
    bare = [json.dumps({**json.loads(e), "command": None}) for e in events]
    result = offline("--file", variant(exported, tmp_path, [header, *bare]), "--verify")
    assert result.returncode == 0, result.stdout + result.stderr


def test_verify_names_the_first_version_that_differs(exported: Path, tmp_path: Path) -> None:
    header, *events = exported.read_text().splitlines()
    index = next(i for i, e in enumerate(events) if json.loads(e)["command"] is not None)
    changed = json.loads(events[index])
    # Claim the seat made another of its legal moves: the recorded events do not follow.
    changed["command"] = json.loads(events[index + 2])["command"] or {"type": "clans.pass"}
    events[index] = json.dumps(changed)
    result = offline("--file", variant(exported, tmp_path, [header, *events]), "--verify")
    assert result.returncode == 1
    assert result.stdout.splitlines()[-1].startswith(f"NOT verified at version {index + 1}:")


def test_a_wrong_seed_fails_its_commitment(exported: Path, tmp_path: Path) -> None:
    header, *events = exported.read_text().splitlines()
    forged = json.dumps({**json.loads(header), "seed": "not-the-seed"})
    result = offline("--file", variant(exported, tmp_path, [forged, *events]))
    assert result.returncode == 1
    assert "line 1: the seed does not match its commitment" in result.stderr


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        ("truncated", "line {n}: the file is truncated: the header announces"),
        ("cut mid-line", "line {n}: an event is not a JSON line"),
        ("reordered", "line 5: event version 5 where 4 was expected"),
        ("format version", "line 1: unknown format version 2"),
        ("rules revision", "line 1: unknown rules revision 99 of clans"),
        ("not an event", "line 3: not an event of Clans"),
    ],
)
def test_a_damaged_file_gets_one_line_naming_the_bad_line(
    exported: Path, tmp_path: Path, damage: str, message: str
) -> None:
    header, *events = exported.read_text().splitlines()
    if damage == "truncated":
        events = events[:-3]
    elif damage == "cut mid-line":
        events[-1] = events[-1][: len(events[-1]) // 2]
    elif damage == "reordered":
        events[3], events[4] = events[4], events[3]
    elif damage == "format version":
        header = json.dumps({**json.loads(header), "format_version": 2})
    elif damage == "rules revision":
        header = json.dumps({**json.loads(header), "rules_revision": 99})
    else:
        events[1] = json.dumps({**json.loads(events[1]), "event": {"type": "clans.no_such"}})
    path = variant(exported, tmp_path, [header, *events])
    result = offline("--file", path)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and result.stdout == ""
    expected = message.format(n=len(events) + 1 + (damage == "truncated"))
    assert result.stderr.strip() == result.stderr.strip().splitlines()[0], result.stderr
    assert expected in result.stderr, result.stderr


def test_a_missing_file_and_a_bad_seat_are_refused_plainly(exported: Path) -> None:
    missing = offline("--file", "/nonexistent/game.jsonl")
    assert missing.returncode == 1 and "cannot read /nonexistent/game.jsonl" in missing.stderr
    seat = offline("--file", str(exported), "--seat", "7")
    assert seat.returncode == 1 and "--seat 7 is not a seat" in seat.stderr


def test_the_file_imports_into_another_database_as_a_read_only_game(
    exported: Path, fresh_database: str
) -> None:
    result = run(fresh_database, "import", str(exported))
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    header = json.loads(exported.read_text().splitlines()[0])
    assert summary["imported_from"] == header["game_id"] != summary["game_id"]
    assert summary["status"] == "finished" and summary["seed"] == header["seed"]
    assert f"imported {exported} as game {summary['game_id']}" in result.stderr
    again = run(fresh_database, "replay", summary["game_id"], "--verify")
    assert again.returncode == 0, again.stdout + again.stderr
    damaged = exported.with_name("damaged.jsonl")
    damaged.write_text(exported.read_text()[:-40])
    refused = run(fresh_database, "import", str(damaged))
    assert refused.returncode == 1 and "Traceback" not in refused.stderr
    assert "is not a JSON line" in refused.stderr


def test_replay_takes_a_game_id_or_a_file_not_both(exported: Path) -> None:
    both = offline("some-game", "--file", str(exported))
    assert both.returncode == 2 and "a GAME_ID or --file FILE" in both.stderr


def test_the_file_becomes_a_picture_per_version_offline(exported: Path, tmp_path: Path) -> None:
    """`--svg DIR`: one picture per version up to `--at`, named by version, as the seat sees it
    (the file's seat names drawn in); the same picture as the view of that version gives."""
    folder = tmp_path / "pictures"
    result = offline("--file", str(exported), "--at", "12", "--seat", "1", "--svg", str(folder))
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in folder.iterdir()) == [f"{v:04d}.svg" for v in range(1, 13)]
    assert "wrote 12 pictures" in result.stderr and "as seat 1 sees the game" in result.stderr
    header = json.loads(exported.read_text().splitlines()[0])
    root = ET.fromstring((folder / "0012.svg").read_text())
    assert root.get("data-version") == "12" and root.get("data-audience") == "1"
    texts = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert f"Seen by {header['seats'][1]} (seat 1)" in texts


def test_a_stored_game_becomes_pictures_from_the_database(
    database_url: str, exported: Path, tmp_path: Path
) -> None:
    game_id = json.loads(exported.read_text().splitlines()[0])["game_id"]
    folder = tmp_path / "stored"
    result = run(database_url, "replay", game_id, "--svg", str(folder))
    assert result.returncode == 0, result.stderr
    last = json.loads(exported.read_text().splitlines()[0])["version"]
    assert len(list(folder.iterdir())) == last
    root = ET.fromstring((folder / f"{last:04d}.svg").read_text())
    assert root.get("data-audience") == "spectator"


def test_pictures_of_a_seat_the_game_does_not_have_are_refused(
    exported: Path, tmp_path: Path
) -> None:
    result = offline("--file", str(exported), "--seat", "7", "--svg", str(tmp_path / "x"))
    assert result.returncode == 1
    assert "--seat 7 is not a seat of this 2-player game" in result.stderr
    assert not (tmp_path / "x").exists()
