"""When a request is tried again: 429 and 503 wait `Retry-After` (default 1 s, capped), a
lost connection backs off; a POST only ever with an `Idempotency-Key`, so a retry never does a
thing twice."""

from __future__ import annotations

import email.utils
import time
from dataclasses import dataclass

import httpx

RETRY_STATUSES = frozenset({429, 503})


@dataclass(frozen=True)
class RetryPolicy:
    """`attempts`: tries in all, the first included (1: never retry). `default_wait`: seconds
    waited when a 429/503 says no `Retry-After`, and the first back-off after a lost connection
    (then doubling). `max_wait`: no single wait is longer."""

    attempts: int = 5
    default_wait: float = 1.0
    max_wait: float = 60.0

    def wait_after(self, response: httpx.Response) -> float:
        """How long to wait before retrying a 429/503."""
        said = retry_after(response.headers)
        return min(self.max_wait, self.default_wait if said is None else said)

    def wait_after_failure(self, failures: int) -> float:
        """How long to wait after the `failures`-th lost connection in a row."""
        return min(self.max_wait, self.default_wait * 2.0 ** (failures - 1))


NO_RETRY = RetryPolicy(attempts=1)


def retry_after(headers: httpx.Headers) -> float | None:
    """`Retry-After` in seconds (delta-seconds or an HTTP date), None when absent or unreadable."""
    value = headers.get("retry-after")
    if value is None:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def may_retry(request: httpx.Request) -> bool:
    """Whether sending `request` again is safe: every method but POST is idempotent here; a POST
    is only with its `Idempotency-Key` (the server then answers a repeat with the original)."""
    return request.method != "POST" or "idempotency-key" in request.headers


def pause_before_retry(
    policy: RetryPolicy,
    request: httpx.Request,
    attempt: int,
    response: httpx.Response | None,
    failures: int,
) -> float | None:
    """Seconds to wait before trying `request` again after its `attempt`-th try answered
    `response` (None: the connection failed, the `failures`-th time in a row); None: do not
    retry, hand the answer (or the error) to the caller."""
    if attempt >= policy.attempts or not may_retry(request):
        return None
    if response is None:
        return policy.wait_after_failure(failures)
    if response.status_code in RETRY_STATUSES:
        return policy.wait_after(response)
    return None
