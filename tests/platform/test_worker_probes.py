"""The worker's HTTP listener (service/worker/probes.py): the three routes Kubernetes and
Prometheus use, answered like the API's, and nothing else."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest

from service.worker.probes import open_probes


class Database:
    def __init__(self) -> None:
        self.answers = True

    async def ready(self) -> bool:
        if not self.answers:
            raise ConnectionRefusedError("the database is away")
        return True


@pytest.fixture
async def probes() -> AsyncIterator[tuple[Database, httpx.AsyncClient]]:
    database = Database()
    server = await open_probes("127.0.0.1", 0, database.ready)
    port = server.sockets[0].getsockname()[1]
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=10) as client:
            yield database, client
    finally:
        server.close()
        await server.wait_closed()


async def test_liveness_and_readiness_answer_like_the_apis(
    probes: tuple[Database, httpx.AsyncClient],
) -> None:
    database, client = probes
    for path in ("/health/live", "/health/ready"):
        answer = await client.get(path)
        assert (answer.status_code, answer.json()) == (200, {"status": "ok"})
        assert answer.headers["content-type"] == "application/json"
    database.answers = False
    answer = await client.get("/health/ready")
    assert (answer.status_code, answer.json()) == (503, {"status": "unavailable"})
    assert (await client.get("/health/live")).status_code == 200  # the process is up


async def test_metrics_are_prometheus_text(probes: tuple[Database, httpx.AsyncClient]) -> None:
    _, client = probes
    answer = await client.get("/metrics?ignored=1")
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain")
    assert "tabletop_timers_fired_total" in answer.text
    head = await client.head("/metrics")
    assert head.status_code == 200 and head.content == b""
    assert int(head.headers["content-length"]) > 0


async def test_anything_else_is_refused(probes: tuple[Database, httpx.AsyncClient]) -> None:
    _, client = probes
    assert (await client.get("/v1/games")).status_code == 404
    assert (await client.post("/health/live")).status_code == 405


async def test_a_client_that_does_not_speak_http_is_dropped(
    probes: tuple[Database, httpx.AsyncClient],
) -> None:
    _, client = probes
    port = int(str(client.base_url).rsplit(":", 1)[1].rstrip("/"))
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"hello\r\n\r\n")
    await writer.drain()
    assert await asyncio.wait_for(reader.read(), 10) == b""
    writer.close()
    assert (await client.get("/health/live")).status_code == 200  # still answering
