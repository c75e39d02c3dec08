"""The one error a call raises for an answer it cannot use: RFC 9457 problem details."""

from __future__ import annotations

import json
from typing import Any

import httpx


class TabletopProblem(Exception):
    """An error answer. `code` is the stable machine code to branch on (open: a newer server may
    send codes this version does not know); `body` is the whole problem document; `headers`
    the answer's headers (e.g. `Retry-After`, `RateLimit`)."""

    def __init__(
        self, status: int, code: str, body: dict[str, Any], headers: httpx.Headers
    ) -> None:
        self.status = status
        self.code = code
        self.body = body
        self.headers = headers
        detail = body.get("detail") or body.get("title") or ""
        super().__init__(f"{status} {code}: {detail}" if detail else f"{status} {code}")

    @property
    def title(self) -> str | None:
        title = self.body.get("title")
        return title if isinstance(title, str) else None

    @property
    def detail(self) -> str | None:
        detail = self.body.get("detail")
        return detail if isinstance(detail, str) else None

    @classmethod
    def from_response(cls, response: httpx.Response) -> TabletopProblem:
        """The problem an answer carries; an answer that is not problem details (a proxy's
        HTML page, say) still becomes one, with code `http_<status>`, never a crash."""
        body: dict[str, Any] = {}
        try:
            parsed = json.loads(response.content) if response.content else None
        except ValueError:
            parsed = None
        if isinstance(parsed, dict):
            body = parsed
        else:
            body = {"status": response.status_code, "detail": response.text[:500]}
        code = body.get("code")
        if not isinstance(code, str) or not code:
            code = f"http_{response.status_code}"
        return cls(response.status_code, code, body, response.headers)
