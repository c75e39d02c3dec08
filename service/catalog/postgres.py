"""The Postgres catalog: games and seats rows plus their lobby events in one transaction."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from service.catalog.base import GameFull, GameRecord, PlayerSeated, SeatRecord, lobby_stream
from service.catalog.memory import created_event, seat_event
from service.store.base import NewEvent
from service.store.pool import Pool

_APPEND = "SELECT * FROM tabletop_append($1, $2, $3, $4, $5, NULL)"
Connection = asyncpg.Connection | PoolConnectionProxy


async def _append(connection: Connection, stream: str, expected: int, *events: NewEvent) -> None:
    row = await connection.fetchrow(
        _APPEND,
        stream,
        expected,
        [e.type for e in events],
        [e.data for e in events],
        [e.metadata for e in events],
    )
    assert row is not None and row["status"] == "appended", row


async def _insert_game(connection: Connection, game: GameRecord) -> None:
    await connection.execute(
        "INSERT INTO games (game_id, game_type, players, options, seed, position,"
        " rules_revision, created_at, setup, imported_from, seed_commitment, status,"
        " clock) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        game.game_id,
        game.game_type,
        game.players,
        game.options,
        game.seed,
        game.position,
        game.rules_revision,
        game.created_at,
        game.setup,
        game.imported_from,
        game.seed_commitment,
        # An imported game is never started by this server (nor healed: games.py).
        "open" if game.imported_from is None else "active",
        game.clock,
    )


class PostgresCatalog:
    def __init__(self, pool: Pool) -> None:
        self.pool = pool

    async def create_game(self, game: GameRecord) -> None:
        async with self.pool.acquire() as connection, connection.transaction():
            await _insert_game(connection, game)
            await _append(connection, lobby_stream(game.game_id), 0, created_event(game))

    async def get_game(self, game_id: str) -> GameRecord | None:
        row = await self.pool.read_row("SELECT * FROM games WHERE game_id = $1", game_id)
        if row is None:
            return None
        return GameRecord(
            game_id=row["game_id"],
            game_type=row["game_type"],
            players=row["players"],
            options=row["options"],
            seed=row["seed"],
            position=row["position"],
            rules_revision=row["rules_revision"],
            created_at=row["created_at"],
            clock=row["clock"],
            setup=row["setup"],
            imported_from=row["imported_from"],
            seed_commitment=row["seed_commitment"],
        )

    async def seats(self, game_id: str) -> list[SeatRecord]:
        rows = await self.pool.read(
            "SELECT seat, name, token_hash, player_id, bot FROM seats WHERE game_id = $1"
            " ORDER BY seat",
            game_id,
        )
        return [
            SeatRecord(
                seat=r["seat"],
                name=r["name"],
                token_hash=r["token_hash"],
                player=r["player_id"],
                bot=r["bot"],
            )
            for r in rows
        ]

    async def take_seat(
        self,
        game_id: str,
        name: str,
        token_hash: bytes,
        player: str | None = None,
        bot: str | None = None,
    ) -> SeatRecord:
        # The games row lock serialises joins of one game, so two joiners never get one seat.
        async with self.pool.acquire() as connection, connection.transaction():
            players = await connection.fetchval(
                "SELECT players FROM games WHERE game_id = $1 FOR UPDATE", game_id
            )
            taken = await connection.fetchval(
                "SELECT count(*) FROM seats WHERE game_id = $1", game_id
            )
            if taken >= players:
                raise GameFull(game_id)
            if player is not None and await connection.fetchval(
                "SELECT 1 FROM seats WHERE game_id = $1 AND player_id = $2", game_id, player
            ):
                raise PlayerSeated(game_id)
            record = SeatRecord(
                seat=taken, name=name, token_hash=token_hash, player=player, bot=bot
            )
            await connection.execute(
                "INSERT INTO seats (game_id, seat, name, token_hash, player_id, bot)"
                " VALUES ($1, $2, $3, $4, $5, $6)",
                game_id,
                record.seat,
                name,
                token_hash,
                player,
                bot,
            )
            await _append(connection, lobby_stream(game_id), taken + 1, seat_event(record))
        return record

    async def seats_of_player(self, player: str, since: datetime) -> list[tuple[str, int]]:
        rows = await self.pool.read(
            "SELECT game_id, seat FROM seats WHERE player_id = $1 AND joined_at >= $2",
            player,
            since,
        )
        return [(r["game_id"], r["seat"]) for r in rows]

    async def import_game(
        self,
        game: GameRecord,
        seats: Sequence[SeatRecord],
        events: Sequence[NewEvent],
        recorded_at: Sequence[datetime],
    ) -> None:
        async with self.pool.acquire() as connection, connection.transaction():
            await _insert_game(connection, game)
            lobby = lobby_stream(game.game_id)
            await _append(connection, lobby, 0, created_event(game))
            await connection.executemany(
                "INSERT INTO seats (game_id, seat, name, token_hash, player_id, bot)"
                " VALUES ($1, $2, $3, $4, $5, $6)",
                [(game.game_id, s.seat, s.name, s.token_hash, s.player, s.bot) for s in seats],
            )
            await _append(connection, lobby, 1, *(seat_event(seat) for seat in seats))
            # The game's own stream with the times it was recorded at (as the event store's
            # `append_recorded`, but in this transaction).
            await _append(connection, game.game_id, 0, *events)
            await connection.execute(
                "UPDATE events SET recorded_at = x.at"
                " FROM unnest($2::bigint[], $3::timestamptz[]) AS x(version, at)"
                " WHERE stream_id = $1 AND events.version = x.version",
                game.game_id,
                list(range(1, len(events) + 1)),
                list(recorded_at),
            )

    async def mark_started(self, game_id: str) -> None:
        await self.pool.execute(
            "UPDATE games SET status = 'active' WHERE game_id = $1 AND status = 'open'", game_id
        )

    async def unstarted_full_games(self, settled: timedelta, limit: int = 1000) -> list[str]:
        # `games_open` (migration 0004) keeps this to the open games, however many have ended.
        rows = await self.pool.read(
            "SELECT g.game_id FROM games g JOIN seats s USING (game_id)"
            " WHERE g.status = 'open' GROUP BY g.game_id, g.players"
            " HAVING count(*) >= g.players AND max(s.joined_at) <= now() - $1::interval"
            " ORDER BY g.game_id LIMIT $2",
            settled,
            limit,
        )
        return [r["game_id"] for r in rows]
