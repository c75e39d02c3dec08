"""The command line over a real database: migrate, replay, projections rebuild, export."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import msgspec

from service.api.app import Services

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
    assert "events" in result.stderr and "rebuilt the lobby" in result.stderr


def test_migrate_is_idempotent(database_url: str) -> None:
    result = run(database_url, "migrate")
    assert result.returncode == 0, result.stderr


def test_export_openapi_writes_the_document(tmp_path: Path) -> None:
    target = tmp_path / "v1.json"
    result = run("", "export-openapi", "--output", str(target))
    assert result.returncode == 0, result.stderr
    assert json.loads(target.read_text())["info"]["title"] == "Tabletop"


def test_commands_that_need_a_database_say_so() -> None:
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    result = subprocess.run(
        [sys.executable, "-m", "service", "migrate"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2 and "DATABASE_URL is not set" in result.stderr


def test_simulate_plays_random_games_in_memory() -> None:
    result = run("", "simulate", "clans", "--players", "3", "--games", "2", "--seed", "s")
    assert result.returncode == 0, result.stderr
    reports = [json.loads(line) for line in result.stdout.strip().splitlines()]
    assert [r["seed"] for r in reports] == ["s-0", "s-1"]
    assert all(r["finished"] and r["outcome"]["winners"] for r in reports)
    unknown = run("", "simulate", "chess")
    assert unknown.returncode == 2 and "unknown game type" in unknown.stderr
