"""Small HTTP helpers shared by the controllers: ETags and conditional GETs."""

from __future__ import annotations

import re
from typing import Any, TypeVar

from litestar import Request, Response

from service import inputs

T = TypeVar("T")


def etag_response(request: Request[Any, Any, Any], body: T, tag: str) -> Response[T]:
    """The body with `ETag: "<tag>"`, or 304 when the client's If-None-Match matches."""
    etag = f'"{tag}"'
    wanted = request.headers.get("if-none-match")
    if wanted and etag in {t.strip() for t in wanted.split(",")}:
        return Response(None, status_code=304, headers={"ETag": etag})  # type: ignore[arg-type]
    return Response(body, headers={"ETag": etag})


def parse_if_match(value: str | None) -> int | None:
    """The version an `If-Match` names, from any ETag the API gives for a game's version:
    `"12"` (summary, command answer), `"12-seat0"` / `"12-spectator"` (view, legal moves),
    `"0.2"` (an open game's summary: version 0), also weak (W/) or unquoted; None when absent
    or `*`."""
    if value is None or value.strip() == "*":
        return None
    tag = value.strip().removeprefix("W/").strip('"')
    version = re.split(r"[-.]", tag, maxsplit=1)[0]
    return inputs.version_number(version, "If-Match")
