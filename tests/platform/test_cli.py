"""The command line over a real database: migrate, replay, projections rebuild, export,
simulate; run as a person runs them, in subprocesses."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import msgspec

from service.api.app import Services
from tests.support.processes import environment, tabletop

ROOT = Path(__file__).resolve().parents[2]


def run(database_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATABASE_URL": database_url, "TABLETOP_LOG_FORMAT": "json"}
    return subprocess.run(
        [sys.executable, "-m", "service", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


async def played_game(database_url: str) -> str:
    services = await Services.postgres(database_url, 2)
    try:
        tabletop = services.tabletop
        game = await tabletop.create_game("clans", 2, None, "cli", None)
        await tabletop.take_seat(game.game_id, "A")
        await tabletop.take_seat(game.game_id, "B")
        for _ in range(3):
            seat = (await tabletop.summary(game.game_id)).to_move[0]
            _, moves = await tabletop.legal_moves(game.game_id, seat)
            await tabletop.command(game.game_id, seat, msgspec.json.encode(moves[0]))
        return game.game_id
    finally:
        for close in services.closers:
            await close()


async def test_replay_prints_the_log_and_the_state_at_a_version(database_url: str) -> None:
    game_id = await played_game(database_url)
    result = run(database_url, "replay", game_id, "--at", "4")
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith("database: postgresql://")
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 5  # four events and the folded summary
    assert "clans.game_started" in lines[0]
    summary = json.loads(lines[-1])
    assert summary["version"] == 4 and summary["game_id"] == game_id
    unknown = run(database_url, "replay", "no-such-game")
    assert unknown.returncode == 1 and "no game" in unknown.stderr


async def test_projections_rebuild_reports_progress(database_url: str) -> None:
    await played_game(database_url)
    result = run(database_url, "projections", "rebuild")
    assert result.returncode == 0, result.stderr
    assert "rebuilding the lobby: 100% (" in result.stderr  # plain lines off a terminal
    assert "rebuilt the lobby from" in result.stderr


def test_migrate_is_idempotent(database_url: str) -> None:
    result = run(database_url, "migrate")
    assert result.returncode == 0, result.stderr


def test_export_openapi_writes_the_document(tmp_path: Path) -> None:
    target = tmp_path / "v1.json"
    result = run("", "export-openapi", "--output", str(target))
    assert result.returncode == 0, result.stderr
    assert json.loads(target.read_text())["info"]["title"] == "Tabletop"


def test_the_console_script_names_the_database_it_uses_without_its_password(
    database_url: str,
) -> None:
    with_password = database_url.replace("postgres@", "postgres:hunter2@", 1)
    result = tabletop(environment(with_password), "migrate")
    assert result.returncode == 0, result.stderr
    assert "database: postgresql://postgres:***@" in result.stderr
    assert "hunter2" not in result.stderr + result.stdout
    assert "schema: at " in result.stderr and ", the latest" in result.stderr


def test_simulate_prints_a_summary_after_a_progress_report() -> None:
    result = run("", "simulate", "clans", "--players", "3", "--games", "4", "--seed", "s")
    assert result.returncode == 0, result.stderr
    games, length, wins = result.stdout.strip().splitlines()
    assert games == "clans, 3 players, seed 's': 4 games, 4 finished, 0 cut at 5000 commands"
    assert length.startswith("length: mean ") and "ms per command" in length
    counts = [int(part.rsplit(": ", 1)[1]) for part in wins.split("  (")[0].split(", ")]
    assert wins.startswith("wins per seat: seat 0: ") and len(counts) == 3 and sum(counts) >= 4
    assert "100% (4/4 games" in result.stderr
    assert "game_created" not in result.stderr and "seat_taken" not in result.stderr


def test_simulate_reports_each_game_as_json_on_request() -> None:
    result = run("", "simulate", "clans", "--players", "3", "--games", "2", "--seed", "s", "--json")
    assert result.returncode == 0, result.stderr
    reports = [json.loads(line) for line in result.stdout.strip().splitlines()]
    assert [r["seed"] for r in reports] == ["s-0", "s-1"]
    assert all(r["finished"] and r["outcome"]["winners"] for r in reports)
    unknown = run("", "simulate", "chess")
    assert unknown.returncode == 2 and "unknown game type" in unknown.stderr
