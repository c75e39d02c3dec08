"""While the database cannot be reached, every request that needs it gets 503
`database_unavailable` with Retry-After, never a 500; the process stays live (issue 11, item 4).
The same under a real outage, with the log lines, is tests/fault/test_database_restarted.py."""

from __future__ import annotations

import asyncio

import psycopg
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from tests.api.conftest import new_table, settings
from tests.support.clusters import free_port

NOBODY = f"postgresql://postgres@127.0.0.1:{free_port()}/tabletop"  # nothing listens there


async def test_requests_get_503_database_unavailable_while_the_database_is_unreachable() -> None:
    app = create_app(lambda: Services.postgres(NOBODY, 2), settings())
    async with AsyncTestClient(app) as client:
        for method, path, body in [
            ("GET", "/v1/games", None),
            ("POST", "/v1/games", {"game_type": "clans", "players": 2}),
            ("GET", "/v1/games/8c1c7d3e-0000-4000-8000-000000000000", None),
        ]:
            response = await client.request(method, path, json=body)
            assert response.status_code == 503, response.text
            assert response.headers["content-type"].startswith("application/problem+json")
            assert response.json()["code"] == "database_unavailable"
            assert int(response.headers["retry-after"]) > 0
        ready = await client.get("/health/ready")  # a problem like every other error
        assert ready.status_code == 503 and int(ready.headers["retry-after"]) > 0
        assert ready.headers["content-type"].startswith("application/problem+json")
        assert ready.json()["code"] == "database_unavailable"
        assert (await client.get("/health/live")).status_code == 200


ROUNDS = 20
WAIT = 30.0  # seconds for anything the test waits for


async def test_after_the_server_ends_every_session_reads_answer_and_writes_never_500(
    fresh_database: str,
) -> None:
    """`pg_terminate_backend` of every session (what a restart or a failover does to the pooled
    connections) while requests arrive: reads of every kind answer 200 (run again on a fresh
    connection), writes 201 or 503 `database_unavailable` with Retry-After, never 500; a
    command sent again with its Idempotency-Key after a 503 is applied once (issue 29, item 6).
    Where each request meets its dead connection (before its statement is sent, in the middle,
    or after asyncpg noticed) varies from round to round; the answers may not."""
    app = create_app(lambda: Services.postgres(fresh_database, 4), settings())
    async with AsyncTestClient(app) as client:
        table = await new_table(client, players=2)
        base = f"/v1/games/{table.game_id}"
        start = (await table.summary())["version"]
        reported: list[int] = []
        for round in range(ROUNDS):
            seat = (await table.summary())["to_move"][0]
            move = (await table.legal_moves(seat))["moves"][0]
            key = f"round-{round}"
            await asyncio.gather(*[client.get(f"{base}/events") for _ in range(8)])  # all open
            ended, *answers = await asyncio.gather(
                asyncio.to_thread(end_every_session, fresh_database),
                client.get(base),
                client.get(f"{base}/view", headers=table.auth(seat)),
                client.get(f"{base}/events"),
                client.get(f"{base}/legal-moves", headers=table.auth(seat)),
                client.get("/v1/games"),
                client.post(
                    f"{base}/commands",
                    json=move,
                    headers={**table.auth(seat), "Idempotency-Key": key},
                ),
                client.post("/v1/games", json={"game_type": "clans", "players": 2}),
            )
            assert ended > 0
            *reads, command, created = answers
            for read in reads:
                assert read.status_code == 200, read.text
            for write in (command, created):
                assert write.status_code in (201, 503), write.text
                if write.status_code == 503:
                    assert write.json()["code"] == "database_unavailable"
                    assert int(write.headers["retry-after"]) > 0
            async with asyncio.timeout(WAIT):
                while command.status_code == 503:  # sent again, as the 503 says
                    command = await table.send(seat, move, **{"Idempotency-Key": key})
            assert command.status_code == 201, command.text
            reported += [e["version"] for e in command.json()["events"]]
        final = (await table.summary())["version"]
        assert reported == list(range(start + 1, final + 1))  # each command applied once


def end_every_session(dsn: str) -> int:
    """Every other session of the database ended (they end while requests use them)."""
    with psycopg.connect(dsn, autocommit=True) as admin:
        row = admin.execute(
            "SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))"
            " FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
    assert row is not None
    return int(row[0])
