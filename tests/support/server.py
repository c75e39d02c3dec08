"""An app served by a real uvicorn server on a free port: `serving` on this event loop (requests
are then truly concurrent, since Litestar's test client runs one at a time, and uvicorn's own
options such as forwarded headers apply); `serving_in_thread` in a thread of its own, for tools
that speak HTTP synchronously (schemathesis, the TypeScript client)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

import uvicorn
from litestar import Litestar

from service.api.connections import GuardedProtocol


@contextlib.asynccontextmanager
async def serving(app: Any, **options: Any) -> AsyncIterator[str]:
    """The base URL of `app`, served until the block ends."""
    config = uvicorn.Config(
        app,
        host="127.0.0.1",
        port=0,
        log_level="warning",
        lifespan="on",
        http=GuardedProtocol,  # as `python -m service serve` serves it
        **options,
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    try:
        async with asyncio.timeout(60):
            while not server.started:  # uvicorn offers no event to await
                if task.done():
                    task.result()
                    raise AssertionError("uvicorn stopped before it started")
                await asyncio.sleep(0.01)
        port = server.servers[0].sockets[0].getsockname()[1]
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        await asyncio.wait_for(task, 60)


class Gate:
    """Wraps an async function: the first call waits inside until `release` is set (after
    the wrapped call when `after` is true, else before it)."""

    def __init__(self, function: Any, *, after: bool = False) -> None:
        self.function = function
        self.after = after
        self.entered = asyncio.Event()
        self.release = asyncio.Event()
        self.calls = 0

    async def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        first = self.calls == 1
        if first and not self.after:
            self.entered.set()
            await self.release.wait()
        result = await self.function(*args, **kwargs)
        if first and self.after:
            self.entered.set()
            await self.release.wait()
        return result


STARTUP_SECONDS = 60.0


@contextlib.contextmanager
def serving_in_thread(app: Litestar) -> Iterator[str]:
    """The base URL while the app is served; the server stops on exit."""
    server = uvicorn.Server(
        uvicorn.Config(
            app, host="127.0.0.1", port=0, log_level="warning", lifespan="on", http=GuardedProtocol
        )
    )
    thread = threading.Thread(target=server.run, name="uvicorn", daemon=True)
    thread.start()
    deadline = time.monotonic() + STARTUP_SECONDS
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(STARTUP_SECONDS)
