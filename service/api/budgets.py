"""Budgets: what each client may spend a minute, held across processes and replicas
(docs/operations.md, "Budgets"; announced in the RateLimit-Policy and RateLimit fields of
draft-ietf-httpapi-ratelimit-headers-10).

Whose budget: a signed request spends its credential's (a player's JWT by its `sub`, any other
bearer token by a hash of it; the operator's token as one), an anonymous one its address's
(behind trusted proxies, the client's). A credential that has not yet been accepted once spends
its address's budget too, so made-up tokens cannot mint fresh budgets. Policies: `requests`
(every /v1 request; a stream one per 64 KiB it sends), `creates` (games created) and
`bot_seats` (seats given to server bots).

How it holds across processes without a database round trip per request: each process counts
what it spends locally and, about once a second, hands that over to the database and learns
what everyone spent (service/store/budgets.py). Until the next exchange a process spends at
most its share of what was left (left ÷ processes spending), so together they stay within the
budget. Windows are a minute; a window's count is weighed with what is left of the previous
one (a sliding window), so a client cannot spend a whole budget at the end of one window and
another at the start of the next.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hashlib
import math
import os
import socket
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import msgspec
import structlog
from litestar.enums import ScopeType
from litestar.exceptions import TooManyRequestsException
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service.settings import Settings
from service.store.budgets import BudgetTable, Key, MemoryBudgetTable
from service.store.outage import describe

log = structlog.get_logger()

WINDOW_S = 60
EXCHANGE_S = 1.0
EXEMPT_PREFIXES = ("/health", "/metrics", "/schema")
STREAM_BYTES_PER_REQUEST = 64 * 1024
"""A stream spends one request of its client's budget per this many bytes it sends."""
DRAFT = "draft-ietf-httpapi-ratelimit-headers-10"


@dataclass(frozen=True)
class Policy:
    name: str
    quota: int
    window_s: int = WINDOW_S

    def field(self) -> str:
        """This policy as an item of the RateLimit-Policy field."""
        return f'"{self.name}";q={self.quota};w={self.window_s}'


def policies(settings: Settings) -> dict[str, Policy]:
    return {
        "requests": Policy("requests", settings.rate_limit_per_minute),
        "creates": Policy("creates", settings.create_limit_per_minute),
        "bot_seats": Policy("bot_seats", settings.bot_seat_limit_per_minute),
    }


@dataclass(frozen=True)
class Decision:
    allowed: bool
    remaining: int
    reset_s: int
    """Seconds until the window's count starts over."""
    retry_after_s: int
    """When refused: seconds until a new try may be allowed."""


@dataclass
class _Count:
    window: int = -1
    known: int = 0
    """Everyone's spending in `window` as of the last exchange (this process's included)."""
    known_previous: int = 0
    """Everyone's spending in the window before."""
    unsent: int = 0
    """This process's spending in `window` since it last handed over."""
    share: int = 0
    """How much this process may spend of it until the next exchange."""
    used: float = field(default_factory=time.monotonic)


class Ledger:
    """This process's view of every client's budgets (one per process)."""

    def __init__(
        self,
        policies: Mapping[str, Policy],
        table: BudgetTable,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.policies = dict(policies)
        self.table = table
        self.clock = clock
        self.process = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        self.processes = 1
        self._counts: dict[Key, _Count] = {}
        self._handing: dict[tuple[int, Key], int] = {}
        self._exchanged = 0.0
        """When the last exchange began (monotonic): the clients seen since are handed over."""
        self._failing = False

    def spend(self, policy: str, client: str, amount: int = 1) -> Decision:
        """Spend `amount` of `client`'s budget under `policy` if it is there (all or none)."""
        rule = self.policies[policy]
        now = self.clock()
        window, into = divmod(now, rule.window_s)
        count = self._count((policy, client), int(window))
        count.used = time.monotonic()  # seen: refreshed at the next exchange, refused or not
        weight = 1.0 - into / rule.window_s
        spent = count.known + count.unsent + count.known_previous * weight
        reset = max(1, math.ceil(rule.window_s - into))
        over = spent + amount - rule.quota
        if over > 0:
            refill = max(rule.quota, count.known_previous) / rule.window_s
            wait = min(reset, max(1, math.ceil(over / refill)))
            return Decision(False, 0, reset, wait)
        if count.unsent + amount > count.share:
            return Decision(False, max(0, int(rule.quota - spent)), reset, math.ceil(EXCHANGE_S))
        count.unsent += amount
        return Decision(True, max(0, int(rule.quota - spent - amount)), reset, 0)

    def _count(self, key: Key, window: int) -> _Count:
        count = self._counts.get(key)
        if count is None:
            count = self._counts[key] = _Count()
        if count.window != window:
            if count.unsent:  # handed over with its own window at the next exchange
                slot = (count.window, key)
                self._handing[slot] = self._handing.get(slot, 0) + count.unsent
            count.known_previous = count.known if count.window == window - 1 else 0
            count.window, count.known, count.unsent = window, 0, 0
            count.share = self._share(key[0], count.known_previous)
        return count

    def _share(self, policy: str, previous: float) -> int:
        quota = self.policies[policy].quota
        return max(1, math.ceil((quota - previous) / self.processes))

    # -- the exchange with the other processes ---------------------------------------------

    async def exchange(self) -> None:
        """Hand over what this process spent; learn what every process did."""
        now = self.clock()
        window = int(now // WINDOW_S)
        self._forget(window)
        # Only the clients seen since the last exchange: an idle one's counts can wait until it
        # comes back (it then decides on them once, and learns the others' at the next).
        active = [key for key, count in self._counts.items() if count.used >= self._exchanged]
        for key in active:
            self._count(key, window)  # a count of an older window goes to `_handing`
        self._exchanged = time.monotonic()
        handing, self._handing = self._handing, {}
        spent = {key: self._counts[key].unsent for key in active if self._counts[key].unsent}
        try:
            older: dict[int, dict[Key, int]] = {}
            for (old_window, key), amount in handing.items():
                older.setdefault(old_window, {})[key] = amount
            for old_window, amounts in older.items():
                await self.table.exchange(self.process, old_window, amounts, set())
            totals = await self.table.exchange(self.process, window, spent, set(active))
        except Exception as error:  # an outage: decide locally meanwhile, hand over later
            for slot, amount in handing.items():
                self._handing[slot] = self._handing.get(slot, 0) + amount
            if not self._failing:
                log.warning("budget_exchange_failed", error=describe(error))
            self._failing = True
            return
        self._failing = False
        self.processes = totals.processes
        weight = 1.0 - (now % WINDOW_S) / WINDOW_S
        for key in active:
            count = self._counts[key]
            if count.window != window:
                continue
            count.unsent -= spent.get(key, 0)  # what was spent during the exchange stays
            count.known = totals.current.get(key, 0) + spent.get(key, 0)
            count.known_previous = totals.previous.get(key, count.known_previous)
            count.share = self._share(key[0], count.known + count.known_previous * weight)

    def _forget(self, window: int) -> None:
        """Drop the counts of windows before the previous one: they weigh nothing any more
        (what was not handed over yet goes with the next exchange)."""
        for key in [k for k, c in self._counts.items() if c.window < window - 1]:
            count = self._counts.pop(key)
            if count.unsent:
                slot = (count.window, key)
                self._handing[slot] = self._handing.get(slot, 0) + count.unsent

    async def run(self) -> None:
        """Exchange about once a second for as long as the server runs; forget old windows
        about once a window."""
        purged = 0
        while True:
            await asyncio.sleep(EXCHANGE_S)
            await self.exchange()
            window = int(self.clock() // WINDOW_S)
            if window != purged:
                with contextlib.suppress(Exception):  # the next window's purge will do
                    await self.table.purge(window)
                purged = window


# -- whose budget a request spends ----------------------------------------------------------


def _sub_of(token: str) -> str | None:
    """A JWT's `sub`, unverified (the handler verifies it; a made-up one spends the address's
    budget too until accepted), or None for any other token."""
    parts = token.split(".")
    if len(parts) != 3:
        return None
    try:
        padded = parts[1] + "=" * (-len(parts[1]) % 4)
        claims = msgspec.json.decode(base64.urlsafe_b64decode(padded))
    except Exception:
        return None
    sub = claims.get("sub") if isinstance(claims, dict) else None
    return sub if isinstance(sub, str) and sub else None


class Clients:
    """Who a request is: its credential's key (if it sent one) and its address's key; and
    which credentials were accepted before (they no longer spend their address's budget)."""

    REMEMBERED = 100_000

    def __init__(self, admin_token: str | None) -> None:
        self.admin_token = admin_token
        self.accepted: dict[str, None] = {}

    def of(self, scope: Scope) -> tuple[str | None, str]:
        """(credential key or None for none / the operator, address key)."""
        client = scope.get("client")
        address = f"address:{client[0] if client else 'unknown'}"
        token = None
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                scheme, _, rest = value.decode("latin-1").partition(" ")
                if scheme.lower() == "bearer" and rest.strip():
                    token = rest.strip()
                break
        if token is None:
            return None, address
        if self.admin_token is not None and token == self.admin_token:
            return "operator", address
        sub = _sub_of(token)
        if sub is not None:
            return f"player:{sub}", address
        return "token:" + hashlib.sha256(token.encode()).hexdigest()[:24], address

    def accept(self, credential: str) -> None:
        self.accepted[credential] = None
        if len(self.accepted) > self.REMEMBERED:
            self.accepted.pop(next(iter(self.accepted)))


# -- the middleware ----------------------------------------------------------------------------


def ledger_of(app: Any, rules: Mapping[str, Policy]) -> Ledger:
    """The app's ledger (made by its lifespan, exchanging with the other processes); one of
    this process alone for an app served without its lifespan (some tests)."""
    ledger: Ledger | None = app.state.get("budgets")
    if ledger is None:
        ledger = app.state.budgets = Ledger(rules, MemoryBudgetTable())
    return ledger


def budget_headers(decisions: list[tuple[Policy, Decision]]) -> list[tuple[bytes, bytes]]:
    policy = ", ".join(p.field() for p, _ in decisions)
    state = ", ".join(f'"{p.name}";r={d.remaining};t={d.reset_s}' for p, d in decisions)
    return [(b"ratelimit-policy", policy.encode()), (b"ratelimit", state.encode())]


def budgets(settings: Settings) -> Callable[[ASGIApp], ASGIApp]:
    """An ASGI middleware factory for Litestar's `middleware=[...]`: every /v1 request spends
    its client's `requests` budget (and a game's creation its `creates`), is refused 429
    `rate_limited` with `Retry-After` beyond it, and every answer says the budget's state."""
    rules = policies(settings)
    clients = Clients(settings.admin_token)

    def middleware(app: ASGIApp) -> ASGIApp:
        async def budgeted(scope: Scope, receive: Receive, send: Send) -> None:
            path: str = scope.get("path", "")
            if scope["type"] != ScopeType.HTTP or path.startswith(EXEMPT_PREFIXES):
                await app(scope, receive, send)
                return
            ledger = ledger_of(scope["app"], rules)
            credential, address = clients.of(scope)
            payers = [credential or address]
            if credential not in (None, "operator") and credential not in clients.accepted:
                payers.append(address)  # not accepted yet: its address pays too
            wanted = ["requests"]
            if scope["method"] == "POST" and path == "/v1/games":
                wanted.append("creates")
            decisions = charge(ledger, wanted, payers)
            scope["state"]["budget_payers"] = payers
            headers = budget_headers([(rules[name], d) for name, d in decisions])
            refused = next((d for _, d in decisions if not d.allowed), None)
            if refused is not None:
                raise TooManyRequestsException(
                    detail="Over this client's budget: see the RateLimit and RateLimit-Policy "
                    "fields, and retry after Retry-After seconds.",
                    headers={
                        "Retry-After": str(refused.retry_after_s),
                        **{k.decode(): v.decode() for k, v in headers},
                    },
                )

            async def send_with_budget(message: Message) -> None:
                if message["type"] == "http.response.start":
                    message["headers"] = [*message.get("headers", ()), *headers]
                    if credential is not None and message["status"] < 400:
                        clients.accept(credential)
                await send(message)

            await app(scope, receive, send_with_budget)

        return budgeted

    return middleware


def charge(ledger: Ledger, wanted: list[str], payers: list[str]) -> list[tuple[str, Decision]]:
    """Spend one of each wanted policy from each payer. A policy's decision is its first
    refusal, else the payer's with the least left."""
    decisions: list[tuple[str, Decision]] = []
    for name in wanted:
        made = [ledger.spend(name, payer) for payer in payers]
        refused = [d for d in made if not d.allowed]
        decisions.append((name, refused[0] if refused else min(made, key=lambda d: d.remaining)))
    return decisions


def charge_request(request: Any, policy: str) -> None:
    """Spend one of `policy` for the request's payers (a handler's own budget: bot seats);
    raises 429 `rate_limited` with Retry-After beyond it."""
    payers: list[str] = request.scope["state"].get("budget_payers") or []
    if not payers:
        return  # the operator, or a request the middleware did not see (tests' clients)
    ledger: Ledger = request.app.state.budgets  # the middleware made it, if not the lifespan
    for name, decision in charge(ledger, [policy], payers):
        if not decision.allowed:
            rule = ledger.policies[name]
            raise TooManyRequestsException(
                detail=f"Over this client's budget of {rule.quota} {name.replace('_', ' ')} "
                f"a minute: retry after Retry-After seconds.",
                headers={"Retry-After": str(decision.retry_after_s)},
            )


class StreamMeter:
    """What a stream sent, paid from its client's budget at one request per 64 KiB: once its
    client's budget is spent the stream waits (as long as it takes), so it paces itself
    instead of being cut."""

    def __init__(self, ledger: Ledger | None, payers: list[str]) -> None:
        self.ledger = ledger
        self.payers = payers
        self.unpaid = 0

    async def sent(self, size: int) -> None:
        if self.ledger is None or not self.payers:
            return
        self.unpaid += size
        due, self.unpaid = divmod(self.unpaid, STREAM_BYTES_PER_REQUEST)
        for payer in self.payers if due else ():
            await self._pay(payer, int(due))

    async def _pay(self, payer: str, requests: int) -> None:
        assert self.ledger is not None
        decision = self.ledger.spend("requests", payer, requests)
        # A budget refills with time, not on an event: polled at the pace it tells.
        while not decision.allowed:
            await asyncio.sleep(decision.retry_after_s)
            decision = self.ledger.spend("requests", payer, requests)


def stream_meter(request: Any) -> StreamMeter:
    """The meter of a stream request's payers (none: the operator, or not metered)."""
    payers: list[str] = request.scope["state"].get("budget_payers") or []
    ledger: Ledger | None = request.app.state.get("budgets")
    return StreamMeter(ledger, payers)


@contextlib.asynccontextmanager
async def exchanging(ledger: Ledger) -> Any:
    """The ledger exchanging with the other processes while the app runs."""
    await ledger.exchange()  # the other processes known before the first request
    task = asyncio.create_task(ledger.run(), name="budgets")
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
