"""Fault tests: throwaway PostgreSQL clusters and real server processes, torn down whatever
happens (tests/support/clusters.py, tests/support/servers.py). Each test is bounded by
pytest-timeout; every wait inside is bounded too."""

from __future__ import annotations

import asyncio
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from service import migrate
from tests.support.clusters import Clusters
from tests.support.servers import Servers

WAIT = 60.0  # seconds for any one condition a fault test waits for


@pytest.fixture
def clusters() -> Iterator[Clusters]:
    with Clusters() as made:
        yield made


@pytest.fixture
def servers() -> Iterator[Servers]:
    with (
        tempfile.TemporaryDirectory(prefix="tabletop-servers-") as folder,
        Servers(Path(folder)) as made,
    ):
        yield made


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    limits = httpx.Limits(max_connections=64, max_keepalive_connections=32)
    async with httpx.AsyncClient(limits=limits) as made:
        yield made


def database(cluster_url: str, name: str = "tabletop") -> str:
    """Create and migrate a database on a throwaway cluster; its URL."""
    import psycopg

    with psycopg.connect(cluster_url, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')  # type: ignore[arg-type]
    url = cluster_url.rsplit("/", 1)[0] + f"/{name}"
    migrate.upgrade(url)
    return url


async def until(what: str, check: Callable[[], Awaitable[bool]], within: float = WAIT) -> None:
    """Wait (bounded) until `check()` holds; polls, since these are states of other processes."""
    try:
        async with asyncio.timeout(within):
            while True:
                if await check():
                    return
                await asyncio.sleep(0.05)
    except TimeoutError:
        raise AssertionError(f"not within {within} s: {what}") from None


async def ready(client: httpx.AsyncClient, server: str) -> bool:
    try:
        return (await client.get(f"{server}/health/ready", timeout=5)).status_code == 200
    except httpx.TransportError:
        return False


def answered_500(servers: Servers) -> list[dict[str, Any]]:
    """Every server's log lines that say a request was answered 500 or an error escaped
    unhandled (issue 29, item 6: an outage is a 503, never a 500). Every request has its line,
    whoever sent it: the load's players, a live stream, the test's own polls."""
    return [
        line
        for server in servers.made
        for line in server.lines()
        if line.get("status") == 500 or line.get("event") == "unhandled_error"
    ]
