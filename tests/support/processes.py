"""The real command line in subprocesses: `tabletop …` commands and a served API on a free port."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[2]
TABLETOP = str(Path(sys.executable).parent / "tabletop")  # the console script of this venv


def environment(database_url: str | None, **extra: str) -> dict[str, str]:
    """This process's environment with DATABASE_URL set (or removed, for None), JSON logs."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    if database_url:
        env["DATABASE_URL"] = database_url
    env["TABLETOP_LOG_FORMAT"] = "json"
    env.update(extra)
    return env


def tabletop(
    env: dict[str, str], *args: str, timeout: float = 180
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [TABLETOP, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class Server:
    """`tabletop serve` on a free port, its stderr in a file; stopped with SIGINT (Ctrl-C)."""

    def __init__(self, env: dict[str, str], log: Path, *flags: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        self._file = log.open("w")
        self.process = subprocess.Popen(
            [TABLETOP, "serve", "--port", str(self.port), *flags],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=self._file,
        )

    def wait_ready(self, timeout: float = 120) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"the server exited early:\n{self.output()}")
            try:
                if httpx.get(self.url + "/health/ready", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise AssertionError(f"the server was not ready in {timeout} s:\n{self.output()}")

    def stop(self, timeout: float = 60) -> int:
        """Ctrl-C, as a person stops `make run`; returns the exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(10)
            raise AssertionError(f"the server did not stop on SIGINT:\n{self.output()}") from None
        self._file.close()
        return code

    def output(self) -> str:
        if not self._file.closed:
            self._file.flush()
        return self.log.read_text()

    def __enter__(self) -> Server:
        try:
            self.wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *_: Any) -> None:
        self.stop()
