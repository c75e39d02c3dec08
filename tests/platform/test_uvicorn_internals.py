"""What the server borrows from uvicorn's private HTTP protocol is still there.

service/api/coalescing.py subclasses `uvicorn.protocols.http.httptools_impl.HttpToolsProtocol`,
service/api/connections.py extends that subclass, and the live fan-out writes a stream's chunks
to the connection's transport itself (`StreamWriter`). None of it is uvicorn's public API, so an
upgrade could break it without an error: this test names every private member and signature they
use, and drives one real request through uvicorn's protocol to see the request cycle's fields.
pyproject.toml caps uvicorn below the next minor version; raise the cap only with this test
green."""

from __future__ import annotations

import asyncio
import inspect
import re
from importlib.metadata import version
from pathlib import Path
from typing import Any

from uvicorn.config import Config
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle
from uvicorn.server import ServerState

ROOT = Path(__file__).resolve().parents[2]

# The hooks our subclasses override, with the parameters they pass on to uvicorn's.
OVERRIDDEN = {
    "connection_made": ["self", "transport"],
    "connection_lost": ["self", "exc"],
    "data_received": ["self", "data"],
    "on_message_begin": ["self"],
    "on_headers_complete": ["self"],
    "on_message_complete": ["self"],
    "on_response_complete": ["self"],
}
# Protocol attributes read or set by coalescing.py and connections.py.
PROTOCOL_FIELDS = ("cycle", "flow", "transport", "loop", "scope", "connections", "client")
# Request-cycle attributes read or set by StreamWriter and the edge's deadlines.
CYCLE_FIELDS = (
    "scope",
    "chunked_encoding",
    "response_started",
    "response_complete",
    "disconnected",
    "more_body",
    "message_event",
)


def test_uvicorn_is_capped_below_the_next_minor_version_and_the_installed_one_fits() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text()
    cap = re.search(r'"uvicorn\[standard\]>=[\d.]+,<(\d+)\.(\d+)"', pyproject)
    assert cap is not None, "pyproject.toml must cap uvicorn (its private protocol is used)"
    installed = tuple(int(p) for p in version("uvicorn").split(".")[:2])
    assert installed < (int(cap.group(1)), int(cap.group(2)))


def test_the_overridden_hooks_keep_their_signatures() -> None:
    for name, parameters in OVERRIDDEN.items():
        hook = getattr(HttpToolsProtocol, name, None)
        assert callable(hook), f"HttpToolsProtocol.{name} is gone"
        assert list(inspect.signature(hook).parameters) == parameters, name
    assert "timeout_keep_alive" in inspect.getsource(HttpToolsProtocol.__init__)


class Recording(asyncio.Transport):
    def __init__(self) -> None:
        super().__init__()
        self.written = bytearray()
        self.closed = False

    def write(self, data: bytes | bytearray | memoryview) -> None:
        self.written += data

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 50000), "sockname": ("127.0.0.1", 8000)}.get(
            name, default
        )

    def pause_reading(self) -> None:
        pass

    def resume_reading(self) -> None:
        pass


async def test_a_request_through_uvicorns_protocol_shows_every_field_we_use() -> None:
    seen: dict[str, Any] = {}

    async def app(scope: Any, receive: Any, send: Any) -> None:
        cycle = protocol.cycle
        seen["cycle"] = {name: hasattr(cycle, name) for name in CYCLE_FIELDS}
        seen["write_paused"] = hasattr(protocol.flow, "write_paused")
        await send({"type": "http.response.start", "status": 200, "headers": []})
        seen["chunked"] = cycle.chunked_encoding
        await send({"type": "http.response.body", "body": b"data: 1\n\n", "more_body": True})
        await send({"type": "http.response.body", "body": b""})

    config = Config(app=app, lifespan="off", log_config=None, access_log=False)
    config.load()
    protocol = HttpToolsProtocol(config=config, server_state=ServerState(), app_state={})
    transport = Recording()
    protocol.connection_made(transport)
    assert all(hasattr(protocol, name) for name in PROTOCOL_FIELDS)
    assert isinstance(protocol.cycle, type(None))
    protocol.data_received(b"GET /stream HTTP/1.1\r\nHost: tabletop\r\n\r\n")
    assert isinstance(protocol.cycle, RequestResponseCycle)
    for _ in range(100):
        if b"0\r\n\r\n" in transport.written:
            break
        await asyncio.sleep(0.01)
    assert seen["cycle"] == dict.fromkeys(CYCLE_FIELDS, True)
    assert seen["write_paused"] is True
    assert seen["chunked"] is True  # a body without a length is chunked: the fan-out writes chunks
    assert b"\r\n9\r\ndata: 1\n\n\r\n0\r\n\r\n" in transport.written
    protocol.connection_lost(None)
