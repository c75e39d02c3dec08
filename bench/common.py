"""What the benchmarks share: the run's header (date, commit, machine, load), a server's CPU
time from /proc, percentiles, and a server-sent events reader over a bare connection."""

from __future__ import annotations

import asyncio
import os
import subprocess
import time
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path

from bench.commands import cpu_seconds

TICKS = os.sysconf("SC_CLK_TCK")


def header() -> str:
    """One line for the record: when, which commit, what machine, how busy before the run."""
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        changed = ["git", "diff", "--quiet", "HEAD", "--", "service"]
        if subprocess.run(changed, check=False).returncode:
            commit += " + uncommitted changes in service/"
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    return (
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC, commit {commit}, {os.cpu_count()} cores "
        f"(nproc), load average before the run {load}"
    )


def family(pid: int) -> list[int]:
    """The process and all its descendants (a server's workers), as /proc shows them now."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(children.get(current, []))
    return found


def backends(database: str) -> list[int]:
    """The PostgreSQL backends serving `database` now (their title names it)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                title = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            if title.startswith(b"postgres: ") and f" {database} ".encode() in title:
                found.append(int(entry.name))
    return found


def machine_busy() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine so far, from /proc/stat."""
    fields = [int(f) for f in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle, iowait
    return (sum(fields) - idle) / TICKS, sum(fields) / TICKS


class CpuMeter:
    """CPU a set of processes uses between start() and stop(), as cores (CPU s per wall s)."""

    def __init__(self, pids: list[int]) -> None:
        self.pids = pids
        self.cpu = self.wall = 0.0

    def start(self) -> None:
        self.cpu, self.wall = cpu_seconds(self.pids), time.monotonic()

    def stop(self) -> float:
        return (cpu_seconds(self.pids) - self.cpu) / (time.monotonic() - self.wall)


def rss_kib(pid: int) -> int:
    """The process's resident set (VmRSS), in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise ValueError(f"no VmRSS for {pid}")


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of values sorted ascending (p in 0–100)."""
    if not sorted_values:
        return float("nan")
    rank = max(0, min(len(sorted_values) - 1, round(p / 100 * len(sorted_values) + 0.5) - 1))
    return sorted_values[rank]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


Message = tuple[str | None, str | None, bytes, float]
"""A server-sent event's `event:`, `id:` and `data:`, and when it was parsed (monotonic)."""


Stream = tuple[asyncio.StreamReader, asyncio.StreamWriter, bool]


async def open_stream(host: str, port: int, path: str) -> Stream:
    """GET a server-sent events stream on a connection of its own: its reader, its writer
    (keep it: a collected writer closes the connection), and whether the body is chunked."""
    reader, writer = await asyncio.open_connection(host, port)
    request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept: text/event-stream\r\n\r\n"
    writer.write(request.encode())
    status = await reader.readline()
    if not status.startswith(b"HTTP/1.1 200"):
        raise RuntimeError(f"{path}: {status.decode().strip()}")
    chunked = False
    while (line := await reader.readline()) not in (b"\r\n", b""):
        if line.lower().startswith(b"transfer-encoding:") and b"chunked" in line.lower():
            chunked = True
    return reader, writer, chunked


async def messages(reader: asyncio.StreamReader, chunked: bool) -> AsyncIterator[Message]:
    """Each message of the stream until it ends (comments are skipped)."""
    buffer = b""
    while True:
        if chunked:
            size = int((await reader.readline()).split(b";")[0], 16)
            if size == 0:
                return
            data = (await reader.readexactly(size + 2))[:-2]
        else:
            data = await reader.read(65536)
            if not data:
                return
        now = time.monotonic()
        *complete, buffer = (buffer + data).replace(b"\r\n", b"\n").split(b"\n\n")
        for message in complete:
            event = id_ = None
            data = b""
            for line in message.split(b"\n"):
                if line.startswith(b"event:"):
                    event = line[6:].strip().decode()
                elif line.startswith(b"id:"):
                    id_ = line[3:].strip().decode()
                elif line.startswith(b"data:"):
                    data = line[5:].strip()
            if event is not None or id_ is not None:
                yield event, id_, data, now
