"""Test database discovery: TEST_DATABASE_URL, else testcontainers (if a Docker engine
answers), else the embedded PostgreSQL. Each test session gets its own fresh database."""

from __future__ import annotations

import functools
import gc
import os
import secrets
import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest

from service import migrate

pytest_plugins = ["tests.support.conformance"]
"""Every response a test receives from the app is checked against openapi/v1.json."""


@functools.cache
def _docker_answers() -> bool:
    try:
        import docker

        client = docker.from_env(timeout=2)
        try:
            client.ping()
        finally:
            client.close()
        return True
    except Exception:
        return False
    finally:
        # With no engine, docker's client leaves its half-open socket to the garbage
        # collector; collect it now, quietly, instead of in some later test.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ResourceWarning)
            gc.collect()


def pytest_report_header() -> str:
    """`make test` says which database the session uses, before the first test runs."""
    from service.cli import redacted

    if url := os.environ.get("TEST_DATABASE_URL"):
        where = f"{redacted(url)} (TEST_DATABASE_URL)"
    elif _docker_answers():
        where = "a PostgreSQL 16 container (testcontainers; TEST_DATABASE_URL is unset)"
    else:
        where = "an embedded PostgreSQL in a temporary directory (no TEST_DATABASE_URL, no Docker)"
    return f"database: {where}; each session creates a database of its own there"


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """A URL of a PostgreSQL server we may create databases on."""
    if url := os.environ.get("TEST_DATABASE_URL"):
        yield url
        return
    if _docker_answers():
        from testcontainers.postgres import PostgresContainer

        with PostgresContainer("postgres:16-alpine", driver=None) as container:
            yield container.get_connection_url()
        return
    from service import embedded

    with tempfile.TemporaryDirectory(prefix="tabletop-pg-") as tmp:
        url, server = embedded.start(Path(tmp) / "data")
        try:
            yield url
        finally:
            embedded.stop(server)


def _with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/" + name, parts.query, parts.fragment))


def _admin(server: str, sql: str) -> None:
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(sql)  # type: ignore[arg-type]


def _create_database(server: str, name: str) -> None:
    _admin(server, f'CREATE DATABASE "{name}"')


def _drop_database(server: str, name: str) -> None:
    _admin(server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def empty_database(server_url: str) -> Iterator[str]:
    """A brand-new database (no schema) of its own, dropped afterwards."""
    name = "tabletop_test_" + secrets.token_hex(4)
    _create_database(server_url, name)
    try:
        yield _with_database(server_url, name)
    finally:
        _drop_database(server_url, name)


@pytest.fixture(scope="session")
def database_url(server_url: str) -> Iterator[str]:
    """A fresh, migrated database for this test session."""
    name = "tabletop_test_" + secrets.token_hex(4)
    _create_database(server_url, name)
    url = _with_database(server_url, name)
    try:
        migrate.upgrade(url)
        yield url
    finally:
        _drop_database(server_url, name)


@pytest.fixture
def fresh_database(server_url: str) -> Iterator[str]:
    """A migrated database of this test's own (for tests that change database-wide state,
    such as the global order's offset), dropped afterwards."""
    name = "tabletop_test_" + secrets.token_hex(4)
    _create_database(server_url, name)
    url = _with_database(server_url, name)
    try:
        migrate.upgrade(url)
        yield url
    finally:
        _drop_database(server_url, name)
