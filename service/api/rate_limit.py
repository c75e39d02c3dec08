"""Per-client rate limiting with a token bucket: O(1) per request, in memory per process.

(Litestar's RateLimitMiddleware re-encodes each client's whole request history on every
request, which grew the cost of a request with the limit and dominated the profile.) With N
replicas a client may reach N times the limit; put a shared limiter in front for a hard cap.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable

from litestar.enums import ScopeType
from litestar.exceptions import TooManyRequestsException
from litestar.types import ASGIApp, Receive, Scope, Send

EXEMPT_PREFIXES = ("/health", "/metrics", "/schema")
MAX_CLIENTS = 100_000


class TokenBuckets:
    """`per_minute` requests a minute per key, with bursts up to `per_minute`."""

    def __init__(self, per_minute: int) -> None:
        self.capacity = float(per_minute)
        self.rate = per_minute / 60.0
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, key: str, now: float) -> float:
        """0 when a token was taken, else the seconds until one is available."""
        tokens, last = self._buckets.pop(key, (self.capacity, now))
        tokens = min(self.capacity, tokens + (now - last) * self.rate)
        if tokens >= 1.0:
            self._buckets[key] = (tokens - 1.0, now)
            wait = 0.0
        else:
            self._buckets[key] = (tokens, now)
            wait = (1.0 - tokens) / self.rate
        while len(self._buckets) > MAX_CLIENTS:
            self._buckets.popitem(last=False)
        return wait


def rate_limit(per_minute: int) -> Callable[[ASGIApp], ASGIApp]:
    """An ASGI middleware factory for Litestar's `middleware=[...]`."""
    buckets = TokenBuckets(per_minute)

    def middleware(app: ASGIApp) -> ASGIApp:
        async def limited(scope: Scope, receive: Receive, send: Send) -> None:
            path: str = scope.get("path", "")
            if scope["type"] == ScopeType.HTTP and not path.startswith(EXEMPT_PREFIXES):
                client = scope.get("client")
                wait = buckets.take(client[0] if client else "", time.monotonic())
                if wait > 0:
                    raise TooManyRequestsException(
                        detail=f"Too many requests: at most {per_minute} a minute.",
                        headers={"Retry-After": str(max(1, round(wait)))},
                    )
            await app(scope, receive, send)

        return limited

    return middleware
