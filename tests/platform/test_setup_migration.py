"""Games created before setups were recorded (migration 0007): they are `seed` games (or
`position` ones), publish the commitment to their seed, and play on."""

from __future__ import annotations

import hashlib
import json

import asyncpg
import msgspec

from service import migrate
from service.api.app import Services


async def test_a_game_from_before_setups_is_a_seed_game_and_plays_on(fresh_database: str) -> None:
    migrate.downgrade(fresh_database, "0004")
    connection = await asyncpg.connect(fresh_database)
    try:
        insert = (
            "INSERT INTO games (game_id, game_type, players, options, seed, position)"
            " VALUES ($1, 'clans', 2, '{}'::jsonb, $2, $3::jsonb)"
        )
        created = "SELECT * FROM tabletop_append($1, 0, $2, $3, $4, NULL)"
        for game_id, seed, position in (
            ("old-seeded", "an-old-seed", None),
            ("old-position", "another-seed", json.dumps({"x": 1})),
        ):
            await connection.execute(insert, game_id, seed, position)
            # What the release before setups appended with it: no `setup`, no commitment.
            data = {
                "game_id": game_id,
                "game_type": "clans",
                "players": 2,
                "options": {},
                "rules_revision": 1,
                "created_at": "2026-11-01T12:00:00+00:00",
            }
            await connection.execute(
                created, f"lobby:{game_id}", ["tabletop.game_created"], [json.dumps(data)], ["{}"]
            )
    finally:
        await connection.close()
    migrate.upgrade(fresh_database)
    services = await Services.postgres(fresh_database, 2)
    try:
        tabletop = services.tabletop
        seeded = await tabletop.summary("old-seeded")
        assert seeded.setup == "seed" and seeded.seed is None
        assert seeded.seed_commitment == hashlib.sha256(b"an-old-seed").hexdigest()
        assert (await tabletop.summary("old-position")).setup == "position"
        await tabletop.take_seat("old-seeded", "A")
        await tabletop.take_seat("old-seeded", "B")
        summary = await tabletop.summary("old-seeded")
        _, moves = await tabletop.legal_moves("old-seeded", summary.to_move[0])
        result = await tabletop.command(
            "old-seeded", summary.to_move[0], msgspec.json.encode(moves[0])
        )
        assert result.version > summary.version
    finally:
        for close in services.closers:
            await close()
