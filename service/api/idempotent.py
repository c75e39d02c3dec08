"""Every POST takes an `Idempotency-Key`: a retry gets the original answer, and the action is
done once (sendCommand keeps its own keys in the game's log: service/application/
idempotency.py; its route says so with `opt={OWN_KEYS: True}`).

A key belongs to its caller, the one whose budget the request spends (the operator, a player
by a verified JWT's `sub`, a seat or any other token by its hash, else the client's address),
so two callers choosing one key never see each other's answers. The same caller and key with
another request (method, path, query or body) is 422 `idempotency_key_reused`.

How a request with a key runs. It first claims the key (service/store/request_keys.py) with
its intent: a random seed from which the action draws every identifier it will hand out (a
game's id, a seat's token, a stream ticket, a matchmaking ticket's id: `Intent`). Then it
acts, holding a lease it renews while it runs, and records the answer. A retry that finds:
- the answer: gets it again (status, body and the headers that belong to it);
- the key held by a request alive: waits for its answer up to `WAIT_S`, else 409
  `idempotency_key_in_flight` with Retry-After;
- the key held by a request whose lease ran out (its process died, or the action failed with
  a 5xx): takes it over and acts again with the same seed, `recovering`: each route first
  looks whether its action was done (a game with that id, a seat with that token's hash …) and
  answers from what it finds, else does it with the same identifiers. So a crash between doing
  and recording never makes a thing happen twice.
An answer of 4xx means nothing was done (refused, over a budget): the key is let go, so the
client can retry (after Retry-After, or with a corrected request).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import hmac
import os
import uuid
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Any

import structlog
from litestar.enums import ScopeType
from litestar.handlers import HTTPRouteHandler
from litestar.types import ASGIApp, HTTPScope, Message, Receive, Scope, Send

from service import inputs
from service.api.sealing import Answer, Box, Contents
from service.errors import IdempotencyKeyInFlight, IdempotencyKeyReused
from service.identity import Verifier, looks_like_jwt
from service.store.request_keys import RequestKeyTable

log = structlog.get_logger()

OWN_KEYS = "own_idempotency_keys"
"""A route's `opt` flag: it handles Idempotency-Key itself."""
LEASE = timedelta(seconds=30)
"""How long a request holds its key without renewing; it renews every third of it."""
WAIT_S = 5.0
"""How long a retry waits for the request holding its key before 409."""
POLL_S = 0.1
REFUSAL = "idempotency_key_refusal"
"""The request state's refusal of the key (reused for another request, or still in flight),
raised by `intent_of` when the route, its caller checked, is about to act."""
RETRY_AFTER_S = 1
KEPT_HEADERS = frozenset(
    {"content-type", "location", "etag", "tabletop-version", "content-disposition"}
)
"""The headers that belong to an answer (budgets, request ids, CORS are the retry's own)."""


class Intent:
    """What a request's action draws at random, fixed before it acts: every identifier comes
    from the intent's seed, so the same seed hands out the same game id, seat token or ticket.
    `recovering`: an earlier request with this key may have done the action already (it died
    before recording its answer); look for it before acting."""

    def __init__(self, seed: bytes | None = None, *, recovering: bool = False) -> None:
        self._seed = seed if seed is not None else os.urandom(32)
        self.recovering = recovering

    def _draw(self, label: str) -> bytes:
        return hmac.digest(self._seed, label.encode(), "sha256")

    def token(self, label: str) -> str:
        """32 bytes, URL-safe base64 (as `secrets.token_urlsafe(32)`)."""
        return base64.urlsafe_b64encode(self._draw(label)).rstrip(b"=").decode()

    def uuid(self, label: str) -> str:
        """A random (version 4) UUID."""
        return str(uuid.UUID(bytes=self._draw(label)[:16], version=4))


def intent_of(request: Any) -> Intent:
    """The request's intent: its key's, or a fresh one for a request without a key. A route
    asks for it once it has checked its caller and is about to act, which is where a refusal
    of the key itself is raised (`REFUSAL`): so a caller without the right token is told
    401/403 first, as without a key."""
    state = request.scope["state"]
    refusal: Exception | None = state.pop(REFUSAL, None)
    if refusal is not None:
        raise refusal
    intent: Intent | None = state.get("intent")
    if intent is None:
        intent = state["intent"] = Intent()
    return intent


async def caller_of(scope: Scope) -> str:
    """Whose key it is (as the budgets' client, but a player only by a verified JWT: an
    unverified `sub` would let anyone reach another player's keys)."""
    token = None
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            scheme, _, rest = value.decode("latin-1").partition(" ")
            if scheme.lower() == "bearer" and rest.strip():
                token = rest.strip()
            break
    if token is None:
        client = scope.get("client")
        return f"address:{client[0] if client else 'unknown'}"
    state = scope["app"].state
    admin_token: str | None = state.settings.admin_token
    if admin_token and hmac.compare_digest(token.encode(), admin_token.encode()):
        return "operator"
    verifier: Verifier | None = state.get("verifier")
    if verifier is not None and looks_like_jwt(token):
        return f"player:{(await verifier.verify(token)).sub}"  # refused: 401, as the route
    return "token:" + hashlib.sha256(token.encode()).hexdigest()


def request_hash(scope: HTTPScope, body: bytes) -> bytes:
    """What makes two requests the same: method, path, query and body."""
    parts = [scope["method"], scope["path"], scope["query_string"].decode("latin-1")]
    digest = hashlib.sha256("\0".join(parts).encode() + b"\0")
    digest.update(hashlib.sha256(body).digest())
    return digest.digest()


def idempotent(app: ASGIApp) -> ASGIApp:
    """ASGI middleware: Idempotency-Key for every POST route (see the module's doc)."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP or scope["method"] != "POST":
            await app(scope, receive, send)
            return
        handler = scope.get("route_handler")
        raw = _header(scope, b"idempotency-key")
        if raw is None or not isinstance(handler, HTTPRouteHandler) or handler.opt.get(OWN_KEYS):
            await app(scope, receive, send)
            return
        key = inputs.idempotency_key(raw)
        assert key is not None
        limit = handler.resolve_request_max_body_size()
        body, replay = await _buffered(receive, limit)
        if body is None:  # beyond the route's limit: it answers 413, nothing to remember
            await app(scope, replay, send)
            return
        keys: RequestKeyTable = scope["app"].state.services.request_keys
        box = Box(await caller_of(scope), key)
        run = _Run(app, scope, replay, send, keys, box, request_hash(scope, body))
        await run.go()

    return middleware


class _Run:
    def __init__(
        self,
        app: ASGIApp,
        scope: Scope,
        receive: Receive,
        send: Send,
        keys: RequestKeyTable,
        box: Box,
        hashed: bytes,
    ) -> None:
        self.app, self.scope, self.receive, self.send = app, scope, receive, send
        self.keys = keys
        self.box = box
        self.hashed = hashed
        self.holder = uuid.uuid4().hex

    async def go(self) -> None:
        seed = os.urandom(32)
        found = await self.keys.claim(
            self.box.id, self.hashed, self.holder, self.box.seal(Contents(seed=seed)), LEASE
        )
        if found is None:
            await self.act(Intent(seed))
            return
        loop = asyncio.get_running_loop()
        deadline = loop.time() + WAIT_S
        while True:
            if found.request_hash != self.hashed:
                await self.refuse(
                    IdempotencyKeyReused(
                        "This Idempotency-Key was used for a different request; use a new key."
                    )
                )
                return
            contents = self.box.open(found.sealed)
            if found.holder is None and contents.answer is not None:
                await self.answer_again(contents.answer)
                return
            if found.holder is not None and found.lease_expired:
                if await self.keys.take_over(self.box.id, found.holder, self.holder, LEASE):
                    log.info("idempotency_key_taken_over")
                    await self.act(Intent(contents.seed, recovering=True))
                    return
            elif loop.time() >= deadline:
                await self.refuse(
                    IdempotencyKeyInFlight(
                        "A request with this Idempotency-Key is still being answered: retry "
                        "after Retry-After seconds with the same key.",
                        retry_after=RETRY_AFTER_S,
                    )
                )
                return
            else:
                await asyncio.sleep(POLL_S)
            again = await self.keys.get(self.box.id)
            if again is None:  # let go meanwhile (its action was refused): claim it anew
                await self.go()
                return
            found = again

    async def refuse(self, refusal: Exception) -> None:
        """The route runs without acting under the key: it checks its caller as ever (a 401 or
        403 comes first), and `intent_of` raises `refusal` where it would act. Nothing is
        recorded under the key, which stays the other request's."""
        self.scope["state"][REFUSAL] = refusal
        statuses: list[int] = []

        async def send(message: Message) -> None:
            if message["type"] == "http.response.start":
                statuses.append(message["status"])
            await self.send(message)

        await self.app(self.scope, self.receive, send)
        if REFUSAL in self.scope["state"] and statuses and 200 <= statuses[0] < 300:
            # A route that acts without asking for its intent would act again under a key
            # that is not its own: every keyed route asks (tests/api/test_idempotent_posts.py).
            log.error("idempotency_key_refusal_not_raised", path=self.scope.get("path"))

    async def act(self, intent: Intent) -> None:
        """Run the route under the key (the lease renewed meanwhile), then record its answer:
        2xx kept, 4xx forgotten (nothing was done), anything else left for a retry to
        recover at once."""
        self.scope["state"]["intent"] = intent
        status: int | None = None
        headers: list[tuple[str, str]] = []
        body: list[bytes] = []

        async def send(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                for name, value in message.get("headers", ()):
                    if name.decode("latin-1").lower() in KEPT_HEADERS:
                        headers.append((name.decode("latin-1"), value.decode("latin-1")))
            elif message["type"] == "http.response.body":
                body.append(message.get("body", b""))
            await self.send(message)

        try:
            async with self._renewing():
                await self.app(self.scope, self.receive, send)
        finally:
            await self._settle(status, headers, b"".join(body))

    async def _settle(
        self, status: int | None, headers: list[tuple[str, str]], body: bytes
    ) -> None:
        # Shielded: a client hanging up must not leave the key held for a whole lease.
        if status is not None and 200 <= status < 300:
            answer = Answer(status=status, headers=headers, body=body)
            seal = self.box.seal(Contents(seed=b"", answer=answer))
            await asyncio.shield(self.keys.answer(self.box.id, self.holder, seal))
        elif status is not None and 400 <= status < 500:
            await asyncio.shield(self.keys.release(self.box.id, self.holder))
        else:
            await asyncio.shield(self.keys.let_go(self.box.id, self.holder))

    @contextlib.asynccontextmanager
    async def _renewing(self) -> AsyncIterator[None]:
        async def renew() -> None:
            while True:
                await asyncio.sleep(LEASE.total_seconds() / 3)
                with contextlib.suppress(Exception):  # the next renewal may get through
                    await self.keys.renew(self.box.id, self.holder, LEASE)

        task = asyncio.create_task(renew())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def answer_again(self, answer: Answer) -> None:
        headers = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in answer.headers]
        headers.append((b"content-length", str(len(answer.body)).encode()))
        await self.send(
            {"type": "http.response.start", "status": answer.status, "headers": headers}
        )
        await self.send({"type": "http.response.body", "body": answer.body, "more_body": False})


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key == name:
            return str(value.decode("latin-1"))
    return None


async def _buffered(receive: Receive, limit: int | None) -> tuple[bytes | None, Receive]:
    """The request's body (None beyond `limit`) and a `receive` that hands it on again."""
    messages: list[Any] = []  # the request's own messages, handed on as they came
    size = 0
    complete = True
    while True:
        message = await receive()
        messages.append(message)
        if message["type"] != "http.request":
            complete = False  # the client hung up: the route sees it as it would have
            break
        size += len(message.get("body", b""))
        if limit is not None and size > limit:
            complete = False
            break
        if not message.get("more_body", False):
            break

    async def replay() -> Any:
        if messages:
            return messages.pop(0)
        return await receive()

    if not complete:
        return None, replay
    body = b"".join(bytes(m.get("body", b"")) for m in messages)
    return body, replay
