"""POST /v1/games/import holds its edge (issue 29 items 4 and 5): every field of the file is
checked as strictly as the API checks what it stores, a file without its seed is re-decided
with only its random results taken as recorded (each checked to be possible), and the import
is one transaction. Whatever is refused answers 422 `invalid_game_log` naming the line or the
version, never 500, and leaves no game behind: neither in the lobby nor in the log."""

from __future__ import annotations

import asyncio
import copy
import json
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import asyncpg
import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import ADMIN_TOKEN, new_table, settings

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}", "Content-Type": "application/jsonl"}
Log = tuple[dict[str, Any], list[dict[str, Any]]]


@dataclass
class Server:
    client: httpx.AsyncClient
    services: Services
    database: str | None
    """The Postgres database, if not in memory."""

    async def streams(self) -> set[str]:
        """Every stream of the log (a lobby stream by its game's id)."""
        if self.database is None:
            events = await self.services.tabletop.store.read_all(0, 1_000_000)
            return {e.stream_id.removeprefix("lobby:") for e in events}
        connection = await asyncpg.connect(self.database)
        try:
            rows = await connection.fetch("SELECT DISTINCT stream_id FROM events")
        finally:
            await connection.close()
        return {r["stream_id"].removeprefix("lobby:") for r in rows}


@pytest.fixture(params=["memory", "postgres"])
async def server(request: pytest.FixtureRequest) -> AsyncIterator[Server]:
    """An app with its background loops (the lobby projector) on a database of its own."""
    url = None if request.param == "memory" else request.getfixturevalue("fresh_database")
    services = Services.in_memory() if url is None else None
    app = create_app(services or (lambda: Services.postgres(url or "", 4)), settings())
    async with AsyncTestClient(app) as client:
        yield Server(client, app.state.services, url)


async def finished_game(client: httpx.AsyncClient) -> tuple[str, Log]:
    """A two-player Clans game set up at random, played to its end, and its exported log."""
    table = await new_table(client, players=2, seed=None)
    await table.play_to_the_end()
    exported = await client.get(f"/v1/games/{table.game_id}/export")
    assert exported.status_code == 200
    header, *lines = (json.loads(line) for line in exported.text.splitlines())
    return table.game_id, (header, lines)


def file_of(header: dict[str, Any], lines: list[dict[str, Any]]) -> bytes:
    return b"".join(json.dumps(line).encode() + b"\n" for line in [header, *lines])


def without_seed(log: Log) -> Log:
    header, lines = copy.deepcopy(log)
    return {**header, "seed": None}, lines


def at_a_table(header: dict[str, Any], lines: list[dict[str, Any]], table: dict[str, Any]) -> bytes:
    """The file with the table set first (`tabletop.table_set`), every version one later."""

    def later(version: int | None) -> int | None:
        return None if version is None else version + 1

    start = lines[0]
    table_set = {**start, "command_end": later(start["command_end"]), "command": None}
    table_set["event"] = {"type": "tabletop.table_set", **table}
    moved = [
        {**line, "version": line["version"] + 1, "command_end": later(line["command_end"])}
        for line in lines
    ]
    return file_of({**header, "version": header["version"] + 1}, [table_set, *moved])


def first(lines: list[dict[str, Any]], event_type: str) -> dict[str, Any]:
    return next(line for line in lines if line["event"]["type"] == event_type)


async def refused(client: httpx.AsyncClient, body: bytes, *expected: str) -> str:
    response = await client.post("/v1/games/import", content=body, headers=ADMIN)
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid_game_log"
    detail: str = response.json()["detail"]
    for part in expected:
        assert part in detail, detail
    return detail


async def nothing_left(server: Server, home: str) -> None:
    """No game came of the imports: nothing in the log but the home game's streams and the
    lobby's, and the lobby lists only the home game once it has projected a game made after
    every import (a sentinel, later in the log than anything an import could have written)."""
    client = server.client
    known = {home}
    sentinel = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    known.add(sentinel.json()["game_id"])
    deadline = time.monotonic() + 60
    while True:
        listed = (await client.get("/v1/games", params={"limit": 200})).json()["games"]
        if sentinel.json()["game_id"] in {g["game_id"] for g in listed}:
            break
        assert time.monotonic() < deadline, "the lobby did not project the sentinel"
        await asyncio.sleep(0.05)
    assert {g["game_id"] for g in listed} == known
    assert all(g["imported_from"] is None for g in listed)
    assert await server.streams() == known


async def test_an_import_that_names_or_nests_what_the_api_refuses_is_refused_whole(
    server: Server,
) -> None:
    client = server.client
    home, (header, lines) = await finished_game(client)
    nul = {**header, "seats": ["Ada\u0000", header["seats"][1]]}
    await refused(client, file_of(nul, lines), "line 1: the header contains a NUL", "$.seats[0]")
    spaced = {**header, "seats": [" Ada", header["seats"][1]]}
    await refused(client, file_of(spaced, lines), "line 1: the name of seat 0")
    hidden = {**header, "seats": ["Ada\u202e", header["seats"][1]]}  # a bidi override
    await refused(client, file_of(hidden, lines), "line 1: the name of seat 0", "U+202E")
    long = {**header, "seats": ["A" * 41, header["seats"][1]]}
    await refused(client, file_of(long, lines), "line 1: the name of seat 0", "1–40")
    unnamed = {**header, "seats": [None, header["seats"][1]]}
    await refused(client, file_of(unnamed, lines), "seat 0 has no name")

    ancient = {**header, "created_at": "0001-01-01T00:00:00Z"}
    await refused(client, file_of(ancient, lines), "line 1: `created_at` 0001-01-01")
    future = {**header, "created_at": "2999-01-01T00:00:00Z"}
    await refused(client, file_of(future, lines), "line 1: `created_at` 2999-01-01")
    naive = {**header, "created_at": "2026-01-01T00:00:00"}
    await refused(client, file_of(naive, lines), "line 1: the header does not match")
    late = copy.deepcopy(lines)
    late[3]["recorded_at"] = "1999-12-31T23:59:59Z"
    await refused(client, file_of(header, late), "line 5: `recorded_at` 1999-12-31")

    await refused(client, b"[" * 100_000, "line 1: the header nests deeper than 64 levels")
    deep = file_of(header, lines).splitlines(keepends=True)
    deep[3] = b"[" * 100_000 + b"\n"
    await refused(client, b"".join(deep), "line 4: an event nests deeper than 64 levels")
    nested = copy.deepcopy(lines)
    nested[2]["command"] = {"type": "clans.move", "x": json.loads("[" * 70 + "]" * 70)}
    await refused(client, file_of(header, nested), "line 4: an event nests deeper than 64")
    huge = copy.deepcopy(lines)
    huge[2]["event"]["from"] = 2**70
    await refused(client, file_of(header, huge), "line 4: an event has an integer beyond 64 bits")

    # A table with a bot nobody knows; a clock that is no clock.
    evil = at_a_table(header, lines, {"clock": None, "bots": ["evil", None]})
    await refused(client, evil, "line 2: seat 0's bot 'evil' is not one of the bots")
    clock = at_a_table(
        header, lines, {"clock": {"per_move_s": 5, "bank_s": 9}, "bots": [None, None]}
    )
    await refused(client, clock, "line 2: the table's clock is no clock")

    other_seat = copy.deepcopy(lines)
    other_seat[2]["seat"] = 7
    await refused(client, file_of(header, other_seat), "line 4: `seat` 7 is not a seat")
    beyond = copy.deepcopy(lines)
    beyond[2]["command_end"] = header["version"] + 5
    await refused(client, file_of(header, beyond), "line 4: `command_end`")
    commitment = {**header, "seed_commitment": "not-a-hash"}
    await refused(client, file_of(commitment, lines), "`seed_commitment` is not 64")
    origin = {**header, "imported_from": "x" * 200}
    await refused(client, file_of(origin, lines), "`imported_from` is not a game id")
    positioned = {**header, "setup": "position"}
    await refused(client, file_of(positioned, lines), "exactly when it has one")
    await nothing_left(server, home)


async def test_a_file_without_its_seed_is_refused_unless_the_rules_could_have_played_it(
    server: Server,
) -> None:
    client = server.client
    home, log = await finished_game(client)

    # A reversed outcome: the end says the loser won.
    header, lines = without_seed(log)
    ended = first(lines, "clans.game_ended")["event"]
    ended["ranks"].reverse()
    ended["winners"] = [s for s in range(2) if s not in ended["winners"]]
    await refused(
        client,
        file_of(header, lines),
        "is not a possible game (it has no seed)",
        f"at version {header['version']}",
    )

    # A changed move: the recorded huts went elsewhere than the logged command sent them.
    header, lines = without_seed(log)
    moved = first(lines, "clans.huts_moved")
    moved["event"]["to"] = moved["event"]["from"]
    await refused(
        client,
        file_of(header, lines),
        f"at version {moved['version']}",
        "does not give the recorded event",
    )

    # A swapped secret deal: a possible deal, but not the one the end reveals.
    header, lines = without_seed(log)
    dealt = first(lines, "clans.clans_dealt")["event"]
    dealt["clans"].reverse()
    assert dealt["clans"] != first(log[1], "clans.clans_dealt")["event"]["clans"]
    await refused(client, file_of(header, lines), f"at version {header['version']}")

    # An impossible move: a command the rules refuse, with the events it never gave.
    header, lines = without_seed(log)
    command = next(line for line in lines if line["command"] is not None)
    command["command"] = {"type": "clans.move", "from": 0, "to": 0}
    await refused(
        client, file_of(header, lines), f"at version {command['version']}", "the rules refuse it"
    )

    # Impossible draws: a first seat of three in a game of two, a clan that does not exist.
    header, lines = without_seed(log)
    first(lines, "clans.game_started")["event"]["first_seat"] = 2
    await refused(
        client, file_of(header, lines), "at version 1", "2 is recorded for a number drawn below 2"
    )
    header, lines = without_seed(log)
    first(lines, "clans.clans_dealt")["event"]["clans"][0] = "purple"
    await refused(client, file_of(header, lines), "at version 2", "'purple'")

    # The same forgeries with the seed are refused as not verifying.
    header, lines = copy.deepcopy(log)
    first(lines, "clans.clans_dealt")["event"]["clans"].reverse()
    await refused(client, file_of(header, lines), "does not verify at version 2")
    await nothing_left(server, home)


async def test_a_genuine_file_imports_verifiable_with_its_seed_and_not_without(
    server: Server,
) -> None:
    client = server.client
    home, log = await finished_game(client)
    seeded = await client.post("/v1/games/import", content=file_of(*log), headers=ADMIN)
    assert seeded.status_code == 201, seeded.text
    assert seeded.json()["verifiable"] is True and seeded.json()["seed"] == log[0]["seed"]
    unseeded = await client.post(
        "/v1/games/import", content=file_of(*without_seed(log)), headers=ADMIN
    )
    assert unseeded.status_code == 201, unseeded.text
    copy_id = unseeded.json()["game_id"]
    summary = (await client.get(f"/v1/games/{copy_id}")).json()
    assert summary["verifiable"] is False and summary["status"] == "finished"
    assert summary["setup"] == "random" and summary["seed"] is None  # no seed to reveal
    assert summary["seed_commitment"] == log[0]["seed_commitment"]
    assert (await client.get(f"/v1/games/{home}")).json()["verifiable"] is True
    # Its own export has no seed either, and imports again as it is.
    again = await client.get(f"/v1/games/{copy_id}/export")
    assert json.loads(again.text.splitlines()[0])["seed"] is None
    reimported = await client.post("/v1/games/import", content=again.content, headers=ADMIN)
    assert reimported.status_code == 201 and reimported.json()["verifiable"] is False
    assert reimported.json()["imported_from"] == home

    deadline = time.monotonic() + 60
    while True:
        rows = {g["game_id"]: g for g in (await client.get("/v1/games")).json()["games"]}
        if all(
            rows.get(g, {}).get("status") == "finished" for g in (copy_id, seeded.json()["game_id"])
        ):
            break
        assert time.monotonic() < deadline, "the lobby did not project the imports"
        await asyncio.sleep(0.05)
    assert rows[copy_id]["verifiable"] is False
    assert rows[seeded.json()["game_id"]]["verifiable"] is True and rows[home]["verifiable"]


async def test_an_import_that_fails_midway_leaves_nothing_behind(fresh_database: str) -> None:
    """The disk fills up as the game's own events are written, after its row, its seats and
    the lobby's events: the one transaction is rolled back whole."""
    app = create_app(lambda: Services.postgres(fresh_database, 4), settings())
    async with AsyncTestClient(app) as client:
        server = Server(client, app.state.services, fresh_database)
        home, log = await finished_game(client)
        connection = await asyncpg.connect(fresh_database)
        try:
            await connection.execute(
                """
                CREATE FUNCTION fill_the_disk() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF EXISTS (SELECT 1 FROM games WHERE game_id = NEW.stream_id
                               AND imported_from IS NOT NULL) THEN
                        RAISE EXCEPTION 'could not extend file' USING ERRCODE = 'disk_full';
                    END IF;
                    RETURN NEW;
                END $$;
                CREATE TRIGGER fill_the_disk BEFORE INSERT ON events
                    FOR EACH ROW EXECUTE FUNCTION fill_the_disk();
                """
            )
            failed = await client.post("/v1/games/import", content=file_of(*log), headers=ADMIN)
            assert failed.status_code == 503, failed.text
            assert failed.json()["code"] == "database_unavailable"
            for table in ("games", "seats"):
                count = await connection.fetchval(
                    f"SELECT count(*) FROM {table} WHERE game_id <> $1", home
                )
                assert count == 0, table
            await nothing_left(server, home)
            await connection.execute("DROP TRIGGER fill_the_disk ON events")
        finally:
            await connection.close()
        imported = await client.post("/v1/games/import", content=file_of(*log), headers=ADMIN)
        assert imported.status_code == 201, imported.text


async def test_a_file_whose_commitment_gives_its_seed_away_is_verified_with_it(
    server: Server,
) -> None:
    """A game created with the empty seed, exported running (no seed in the file): its
    commitment is the SHA-256 of "", so the seed is known after all, and it is verified."""
    client = server.client
    table = await new_table(client, players=2, seed="")
    for _ in range(3):
        await table.play_first_legal_move()
    exported = await client.get(f"/v1/games/{table.game_id}/export", headers=ADMIN)
    header, *lines = (json.loads(line) for line in exported.text.splitlines())
    assert header["seed"] is None and header["status"] == "active"
    imported = await client.post("/v1/games/import", content=exported.content, headers=ADMIN)
    assert imported.status_code == 201, imported.text
    assert imported.json()["verifiable"] is True
    dealt = first(lines, "clans.clans_dealt")["event"]
    dealt["clans"].reverse()
    await refused(client, file_of(header, lines), "does not verify at version 2")
