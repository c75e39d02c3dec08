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

from service.api.openapi import document
from service.domain import registry
from tests.support.contract import Contract, Exchange

CONTRACT = Contract.committed()
HOSTED = tuple(g.name for g in registry.all_games())
VIOLATIONS: list[str] = []
_OWN: dict[int, tuple[Litestar, Contract]] = {}
"""Per app (kept alive with its contract, so its id is not reused): its own contract."""


def contract_for(app: Litestar) -> Contract:
    """The committed document, for an app hosting this server's games; an app a test set up
    with other games (the test-only potato) is held to its own document, which the same code
    builds (the committed one is compared with what that code builds by another test)."""
    if tuple(g.name for g in registry.all_games()) == HOSTED:
        return CONTRACT
    if id(app) not in _OWN:
        _OWN[id(app)] = (app, Contract(document(app)))
    return _OWN[id(app)][1]


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
            problems = contract_for(app).check(exchange)
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
