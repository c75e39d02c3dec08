"""`tabletop replay GAME_ID --verify` (issue 16 item 3): a finished random game's setup and
every draw follow from its revealed seed, and every recorded command re-decides to its
recorded events; a log tampered with in the database is caught at the version it differs."""

from __future__ import annotations

import json

import asyncpg
import msgspec

from service.api.app import Services
from tests.platform.test_cli import run


async def finished_random_game(database_url: str, game_type: str = "clans") -> str:
    """A two-player game with a secret seed (`setup: random`), played to its end."""
    services = await Services.postgres(database_url, 2)
    try:
        tabletop = services.tabletop
        game = await tabletop.create_game(game_type, 2, None, None, None)
        assert game.setup == "random"
        await tabletop.take_seat(game.game_id, "A")
        await tabletop.take_seat(game.game_id, "B")
        for _ in range(2000):
            summary = await tabletop.summary(game.game_id)
            if summary.status == "finished":
                return game.game_id
            seat = summary.to_move[0]
            _, moves = await tabletop.legal_moves(game.game_id, seat)
            await tabletop.command(game.game_id, seat, msgspec.json.encode(moves[0]))
        raise AssertionError("the game did not end")
    finally:
        for close in services.closers:
            await close()


async def test_a_finished_random_game_verifies_from_its_revealed_seed(database_url: str) -> None:
    game_id = await finished_random_game(database_url)
    result = run(database_url, "replay", game_id, "--verify")
    assert result.returncode == 0, result.stdout + result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("verified: the seed matches its commitment"), last
    summary = json.loads(result.stdout.strip().splitlines()[-2])
    assert summary["setup"] == "random" and summary["outcome"] is not None


async def test_a_tampered_log_fails_verification_at_the_version_it_differs(
    database_url: str,
) -> None:
    game_id = await finished_random_game(database_url)
    connection = await asyncpg.connect(database_url)
    try:
        # Swap the two seats' secret clans in the deal (version 2): the log still folds, the
        # game still ends, but the seed does not deal it so.
        row = await connection.fetchrow(
            "SELECT data FROM events WHERE stream_id = $1 AND version = 2", game_id
        )
        assert row is not None
        data = json.loads(row["data"])
        data["clans"] = list(reversed(data["clans"]))
        await connection.execute(
            "UPDATE events SET data = $2::jsonb WHERE stream_id = $1 AND version = 2",
            game_id,
            json.dumps(data),
        )
    finally:
        await connection.close()
    result = run(database_url, "replay", game_id, "--verify")
    assert result.returncode == 1
    assert result.stdout.strip().splitlines()[-1] == (
        "NOT verified at version 2: the start does not give the recorded event"
    )
    assert "Traceback" not in result.stderr


async def test_a_running_game_cannot_be_verified_before_its_seed_is_revealed(
    database_url: str,
) -> None:
    services = await Services.postgres(database_url, 2)
    try:
        game = await services.tabletop.create_game("clans", 2, None, None, None)
        await services.tabletop.take_seat(game.game_id, "A")
        await services.tabletop.take_seat(game.game_id, "B")
    finally:
        for close in services.closers:
            await close()
    result = run(database_url, "replay", game.game_id, "--verify")
    assert result.returncode == 1
    assert "the seed is not revealed" in result.stdout.splitlines()[-1]
