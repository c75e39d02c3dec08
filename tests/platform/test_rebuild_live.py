"""`tabletop projections rebuild` while a server serves and projects: it never hangs, shows its
progress, says what it waits for, and switches the live lobby over to rows rebuilt from the log
(a corrupted row repaired, a row of no game gone) without losing an update made meanwhile."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import msgspec

from service.api.app import Services
from service.projections.lobby import LobbyProjector
from service.projections.lobby_rows import MemoryLobby, PostgresLobby
from service.projections.rebuild import REBUILD_LOCK
from service.projections.runner import catch_up
from service.store.postgres import PostgresEventStore, create_pool
from tests.api.conftest import sse_messages
from tests.support.processes import ROOT, TABLETOP, Server, environment


async def new_game(client: httpx.AsyncClient, seats: int) -> tuple[str, list[str]]:
    game = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    game_id = game.json()["game_id"]
    tokens = []
    for n in range(seats):
        seat = await client.post(f"/v1/games/{game_id}/seats", json={"name": f"P{n}"})
        assert seat.status_code == 201, seat.text
        tokens.append(seat.json()["token"])
    return game_id, tokens


async def play_one_move(client: httpx.AsyncClient, game_id: str, tokens: list[str]) -> bool:
    summary = (await client.get(f"/v1/games/{game_id}")).json()
    if summary["status"] != "active":
        return False
    auth = {"Authorization": f"Bearer {tokens[summary['to_move'][0]]}"}
    legal = await client.get(f"/v1/games/{game_id}/legal-moves", headers=auth)
    assert legal.status_code == 200, legal.text
    moves = legal.json()["moves"]
    sent = await client.post(f"/v1/games/{game_id}/commands", headers=auth, json=moves[0])
    return sent.status_code == 201


async def traffic(client: httpx.AsyncClient, stop: asyncio.Event) -> int:
    """New games and moves until told to stop; returns the number of requests that wrote."""
    writes = 0
    while not stop.is_set():
        game_id, tokens = await new_game(client, 2)
        writes += 3
        for _ in range(5):
            writes += await play_one_move(client, game_id, tokens)
    return writes


async def watch_the_lobby(client: httpx.AsyncClient, lobby: list[dict[str, Any]]) -> None:
    async for message in sse_messages(client, "/v1/games/stream"):
        lobby.append(message)


async def until_shown(
    lobby: list[dict[str, Any]], game_id: str, status: str, after: str | None = None
) -> dict[str, Any]:
    """The lobby stream's first message of the game in `status` (after one in `after`)."""
    async with asyncio.timeout(60):
        while True:
            shown = [m for m in lobby if m["game_id"] == game_id]
            statuses = [m["status"] for m in shown]
            if after is None or after in statuses:
                start = 0 if after is None else statuses.index(after) + 1
                for message in shown[start:]:
                    if message["status"] == status:
                        return message
            await asyncio.sleep(0.05)


async def rows(pool: asyncpg.Pool) -> dict[str, dict[str, Any]]:
    found = await pool.fetch("SELECT * FROM game_summaries")
    return {r["game_id"]: dict(r) for r in found}


async def expected_rows(dsn: str, pool: asyncpg.Pool) -> tuple[int, dict[str, Any]]:
    """The lobby projected from scratch in memory: (its checkpoint, summaries by game)."""
    lobby = MemoryLobby()
    await catch_up(LobbyProjector(PostgresEventStore(pool, dsn), lobby))
    games, _ = await lobby.list(None, None, 100_000, None)
    return await lobby.checkpoint(), {g.game_id: g for g in games}


async def live_matches_a_fresh_projection(dsn: str, pool: asyncpg.Pool) -> str | None:
    """None once the live rows are exactly a projection from scratch at the same checkpoint."""
    position, expected = await expected_rows(dsn, pool)
    live = PostgresLobby(pool)
    if await live.checkpoint() != position:
        return f"live checkpoint {await live.checkpoint()} != {position}"
    loaded = await live.load(list(await rows(pool)))
    # The rows keep no options (the lobby query joins them from `games`): compare without.
    found = {g: msgspec.structs.replace(row.summary, options={}) for g, row in loaded.items()}
    fresh = {g: msgspec.structs.replace(s, options={}) for g, s in expected.items()}
    return None if found == fresh else f"{len(found)} live rows differ from {len(fresh)}"


@contextlib.asynccontextmanager
async def pool_of(dsn: str) -> AsyncIterator[asyncpg.Pool]:
    pool = await create_pool(dsn, 2)
    try:
        yield pool
    finally:
        await pool.close()


async def test_a_rebuild_beside_a_projecting_server_switches_to_a_repaired_lobby(
    fresh_database: str, tmp_path: Path
) -> None:
    env = environment(fresh_database, TABLETOP_RATE_LIMIT="1000000")  # not a rate-limit test
    with Server(env, tmp_path / "server.log") as server:
        async with (
            httpx.AsyncClient(base_url=server.url, timeout=30) as client,
            pool_of(fresh_database) as pool,
        ):
            for _ in range(15):
                game_id, tokens = await new_game(client, 2)
                for _ in range(10):
                    await play_one_move(client, game_id, tokens)
            untouched, _ = await new_game(client, 1)  # an open game nobody touches again
            for _ in range(600):  # the live projector has it, with its seat taken
                row = (await rows(pool)).get(untouched)
                if row is not None and row["seats"][0]["name"] == "P0":
                    break
                await asyncio.sleep(0.1)
            lobby: list[dict[str, Any]] = []
            watcher = asyncio.create_task(watch_the_lobby(client, lobby))
            await until_shown(lobby, untouched, "open")
            await pool.execute(
                "UPDATE game_summaries SET status = 'corrupt',"
                """ seats = '[{"seat": 0, "name": "X"}, {"seat": 1}]' WHERE game_id = $1""",
                untouched,
            )
            # Announced as a save would be: the lobby stream shows the corrupted row.
            await pool.execute(
                "SELECT pg_notify('tabletop_lobby', position || ' ' || $1)"
                " FROM projection_checkpoints WHERE name = 'lobby'",
                untouched,
            )
            await until_shown(lobby, untouched, "corrupt")
            await pool.execute(
                "INSERT INTO game_summaries (game_id, game_type, status, players, created_at,"
                " updated_at) VALUES ('ghost', 'clans', 'open', 2, now(), now())"
            )

            stop = asyncio.Event()
            writer = asyncio.create_task(traffic(client, stop))
            rebuild = await asyncio.create_subprocess_exec(
                TABLETOP,
                "projections",
                "rebuild",
                cwd=ROOT,
                env=env,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
            )
            _, err = await asyncio.wait_for(rebuild.communicate(), timeout=180)
            stop.set()
            writes = await asyncio.wait_for(writer, timeout=120)
            stderr = err.decode()
            assert rebuild.returncode == 0, stderr
            assert "rebuilding the lobby: " in stderr and "rebuilt the lobby from " in stderr
            assert writes > 0

            live = await rows(pool)
            assert "ghost" not in live
            assert live[untouched]["status"] == "open"
            assert [s["name"] for s in live[untouched]["seats"]] == ["P0", None]
            # The switch-over told the lobby streams: they looked again at what they showed.
            repaired = await until_shown(lobby, untouched, "open", after="corrupt")
            assert [s["name"] for s in repaired["seats"]] == ["P0", None]
            watcher.cancel()
            await asyncio.gather(watcher, return_exceptions=True)

            problem: str | None = "not compared yet"
            for _ in range(300):  # the live projector goes on from the rebuilt checkpoint
                problem = await live_matches_a_fresh_projection(fresh_database, pool)
                if problem is None:
                    break
                await asyncio.sleep(0.2)
            assert problem is None, problem
            assert await pool.fetchval("SELECT to_regclass('game_summaries_rebuild')") is None
    log = server.output()
    assert "projection_failed" not in log and '"level":"error"' not in log, log


async def test_the_switch_over_says_what_it_waits_for(fresh_database: str, tmp_path: Path) -> None:
    env = environment(fresh_database, TABLETOP_RATE_LIMIT="1000000")  # not a rate-limit test
    async with pool_of(fresh_database) as pool:
        await pool.execute(
            "INSERT INTO projection_checkpoints (name, position) VALUES ('lobby', 0)"
        )
        holder = await asyncpg.connect(fresh_database)
        transaction = holder.transaction()
        await transaction.start()
        await holder.execute("SELECT 1 FROM projection_checkpoints WHERE name = 'lobby' FOR UPDATE")
        rebuild = await asyncio.create_subprocess_exec(
            TABLETOP,
            "projections",
            "rebuild",
            cwd=ROOT,
            env=env,
            stderr=asyncio.subprocess.PIPE,
        )
        assert rebuild.stderr is not None
        said = []
        while True:
            line = (await asyncio.wait_for(rebuild.stderr.readline(), timeout=120)).decode()
            assert line, "".join(said)
            said.append(line)
            if line.startswith("waiting for the live projector"):
                break
        holder_pid = holder.get_server_pid()
        assert f"PostgreSQL backend {holder_pid}" in said[-1]
        await transaction.rollback()
        rest = await asyncio.wait_for(rebuild.stderr.read(), timeout=120)
        assert await rebuild.wait() == 0
        assert "switched over" in rest.decode()
        await holder.close()


async def test_a_second_rebuild_at_once_refuses_and_names_the_first(fresh_database: str) -> None:
    first = await asyncpg.connect(fresh_database)
    try:
        await first.execute("SELECT pg_advisory_lock($1)", REBUILD_LOCK)
        second = await asyncio.create_subprocess_exec(
            TABLETOP,
            "projections",
            "rebuild",
            cwd=ROOT,
            env=environment(fresh_database),
            stderr=asyncio.subprocess.PIPE,
        )
        _, err = await asyncio.wait_for(second.communicate(), timeout=120)
        assert second.returncode == 1
        assert f"another rebuild is running (PostgreSQL backend {first.get_server_pid()}" in (
            err.decode()
        )
    finally:
        await first.close()


async def test_an_interrupted_rebuild_leaves_the_live_lobby_as_it_was(fresh_database: str) -> None:
    async with pool_of(fresh_database) as pool:
        await pool.execute(
            "INSERT INTO projection_checkpoints (name, position) VALUES ('lobby', 0)"
        )
        await pool.execute(
            "INSERT INTO game_summaries (game_id, game_type, status, players, created_at,"
            " updated_at) VALUES ('kept', 'clans', 'open', 2, now(), now())"
        )
        holder = await asyncpg.connect(fresh_database)
        try:
            transaction = holder.transaction()
            await transaction.start()
            await holder.execute(
                "SELECT 1 FROM projection_checkpoints WHERE name = 'lobby' FOR UPDATE"
            )
            rebuild = await asyncio.create_subprocess_exec(
                TABLETOP,
                "projections",
                "rebuild",
                cwd=ROOT,
                env=environment(fresh_database),
                stderr=asyncio.subprocess.PIPE,
            )
            assert rebuild.stderr is not None
            while True:  # at the switch-over, waiting: the shadow table is full by now
                line = (await asyncio.wait_for(rebuild.stderr.readline(), timeout=120)).decode()
                assert line, "the rebuild ended before it waited"
                if line.startswith("waiting for the live projector"):
                    break
            rebuild.send_signal(signal.SIGINT)  # Ctrl-C
            rest = (await asyncio.wait_for(rebuild.stderr.read(), timeout=120)).decode()
            assert await rebuild.wait() == 130
            assert rest.strip().endswith("interrupted") and "Traceback" not in rest, rest
            await transaction.rollback()
        finally:
            await holder.close()
        assert list(await rows(pool)) == ["kept"]
        assert await pool.fetchval("SELECT to_regclass('game_summaries_rebuild')") is None
        names = await pool.fetch("SELECT name FROM projection_checkpoints")
        assert [r["name"] for r in names] == ["lobby"]


async def test_a_rebuild_waits_for_an_older_open_transaction_and_says_which(
    fresh_database: str,
) -> None:
    older = await asyncpg.connect(fresh_database)
    try:
        transaction = older.transaction()
        await transaction.start()
        await older.fetchval("SELECT pg_current_xact_id()")  # holds the log's horizon from now
        async with game_in_the_log(fresh_database) as game_id:
            rebuild = await asyncio.create_subprocess_exec(
                TABLETOP,
                "projections",
                "rebuild",
                cwd=ROOT,
                env=environment(fresh_database),
                stderr=asyncio.subprocess.PIPE,
            )
            assert rebuild.stderr is not None
            while True:
                line = (await asyncio.wait_for(rebuild.stderr.readline(), timeout=120)).decode()
                assert line, "the rebuild ended without waiting for the open transaction"
                if line.startswith("waiting for older transactions to end: "):
                    break
            assert f"PostgreSQL backend {older.get_server_pid()} (database " in line
            await transaction.commit()
            rest = (await asyncio.wait_for(rebuild.stderr.read(), timeout=120)).decode()
            assert await rebuild.wait() == 0, rest
            async with pool_of(fresh_database) as pool:
                assert game_id in await rows(pool)  # the game played before the rebuild began
    finally:
        await older.close()


@contextlib.asynccontextmanager
async def game_in_the_log(dsn: str) -> AsyncIterator[str]:
    """A game created and seated through the application service, straight into the log."""
    services = await Services.postgres(dsn, 2)
    try:
        game = await services.tabletop.create_game("clans", 2, None, "wait", None)
        await services.tabletop.take_seat(game.game_id, "A")
        yield game.game_id
    finally:
        for close in services.closers:
            await close()
