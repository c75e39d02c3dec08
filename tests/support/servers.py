"""Tabletop as it really runs, for fault tests: `python -m service serve` (or `worker`) in a
process of its own on a free port, started, SIGKILLed and restarted by the test; its JSON log
kept in a file.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

from tests.support.clusters import STEP_TIMEOUT, free_port

ROOT = Path(__file__).resolve().parents[2]
ADMIN_TOKEN = "fault-test-operator"


class Server:
    """One server process over `database_url` (any DSN the service accepts)."""

    def __init__(
        self,
        database_url: str,
        log: Path,
        name: str = "server",
        env: dict[str, str] | None = None,
        command: tuple[str, ...] = ("serve",),
        host: str = "127.0.0.1",
        prefix: tuple[str, ...] = (),
    ) -> None:
        """`host`: where it listens and is reached; `prefix`: what runs the command (e.g.
        `ip netns exec NS`, which execs it: the process is still the server's)."""
        self.database_url = database_url
        self.env = env or {}
        self.command = command
        self.host = host
        self.prefix = prefix
        self.log = log
        self.name = name
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def start(self) -> Server:
        env = {
            **os.environ,
            "DATABASE_URL": self.database_url,
            "TABLETOP_LOG_FORMAT": "json",
            "TABLETOP_RATE_LIMIT": "1000000",
            "TABLETOP_CREATE_LIMIT": "1000000",
            "TABLETOP_BOT_SEAT_LIMIT": "1000000",
            "TABLETOP_POOL_SIZE": "6",
            "TABLETOP_ADMIN_TOKEN": ADMIN_TOKEN,
            "TABLETOP_HOST": self.host,
            **self.env,
        }
        with self.log.open("ab") as out:
            self.process = subprocess.Popen(
                [
                    *self.prefix,
                    *(sys.executable, "-m", "service", *self.command, "--port", str(self.port)),
                ],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        deadline = time.monotonic() + STEP_TIMEOUT
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"{self.name} exited at start:\n{self.log_tail()}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(self.url + "/health/live", timeout=2).status_code == 200:
                    return self
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name} did not start:\n{self.log_tail()}")
            time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL: no shutdown, no lock released by the process itself."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=STEP_TIMEOUT)

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        os.kill(self.process.pid, signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.kill()

    def lines(self) -> list[dict[str, Any]]:
        """The log's JSON lines (anything else it printed is returned as {"raw": line})."""
        out = []
        for line in self.log.read_text(errors="replace").splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                out.append({"raw": line})
        return out

    def stray_lines(self) -> list[str]:
        """What the server printed that is not a JSON log line, apart from the two lines the
        CLI announces itself with (where it serves, which database): a stack trace, say."""
        announced = ("Tabletop on http://", "Tabletop worker: ", "database: ")
        return [
            line["raw"]
            for line in self.lines()
            if "raw" in line and not line["raw"].startswith(announced)
        ]

    def log_tail(self, lines: int = 40) -> str:
        with contextlib.suppress(FileNotFoundError):
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        return ""


class Servers:
    """Starts servers and stops every one of them when its `with` block ends."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.made: list[Server] = []

    def start(
        self,
        database_url: str,
        name: str = "server",
        env: dict[str, str] | None = None,
        command: tuple[str, ...] = ("serve",),
        host: str = "127.0.0.1",
        prefix: tuple[str, ...] = (),
    ) -> Server:
        """A server; `env` adds to (or overrides) its environment (TABLETOP_CORS_ORIGINS …);
        `command`: the CLI command and its flags (`--port` is added), e.g. `("worker",)`;
        `host` and `prefix`: see `Server`."""
        log = self.folder / f"{name}-{len(self.made)}.log"
        server = Server(database_url, log, name, env, command, host, prefix)
        self.made.append(server)
        return server.start()

    def __enter__(self) -> Servers:
        return self

    def __exit__(self, *_: object) -> None:
        for server in self.made:
            server.stop()
