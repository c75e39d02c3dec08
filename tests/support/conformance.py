"""A pytest plugin: every response any test receives from a Tabletop app is checked against the
committed OpenAPI document, so the document cannot drift from what the server does.

It wraps `Litestar.__call__` for the whole session, whatever client a test uses (Litestar's
test clients, httpx's ASGI transport, a uvicorn server in a thread). A response that departs
from the document raises `ContractViolation` in the test that made the request, once the
response is complete; one that could not raise there (a stream cut short, a server thread)
fails the test at teardown.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar import Litestar

from tests.support.contract import Contract, Exchange

CONTRACT = Contract.committed()
VIOLATIONS: list[str] = []


class ContractViolation(AssertionError):
    """A response the committed document does not describe."""


def _checked(original: Any) -> Any:
    async def call(app: Litestar, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await original(app, scope, receive, send)
            return
        exchange = Exchange(
            method=scope["method"],
            path=scope["path"],
            request_headers={
                k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]
            },
        )

        async def capture(message: Any) -> None:
            if message["type"] == "http.response.start":
                exchange.status = message["status"]
                exchange.headers = {
                    k.decode("latin-1").lower(): v.decode("latin-1")
                    for k, v in message.get("headers", [])
                }
            elif message["type"] == "http.response.body":
                exchange.body += message.get("body", b"")
                exchange.complete = not message.get("more_body", False)
            await send(message)

        try:
            await original(app, scope, receive, capture)
        finally:
            problems = CONTRACT.check(exchange)
            VIOLATIONS.extend(problems)
        if problems:
            raise ContractViolation("\n".join(problems))

    return call


@pytest.fixture(scope="session", autouse=True)
def _conformance() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Litestar, "__call__", _checked(Litestar.__call__))
        yield


@pytest.fixture(autouse=True)
def _no_violations() -> Iterator[None]:
    """Fails the test after which violations are left (its own, or a wider fixture's)."""
    yield
    if VIOLATIONS:
        found = "\n".join(VIOLATIONS)
        VIOLATIONS.clear()
        pytest.fail(f"responses that depart from openapi/v1.json:\n{found}", pytrace=False)
