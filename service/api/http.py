"""Small HTTP helpers shared by the controllers: ETags and conditional GETs."""

from __future__ import annotations

import re
from typing import Any, TypeVar

from litestar import Request, Response

from service import inputs
from service.errors import InvalidRequest

T = TypeVar("T")


def etag_response(request: Request[Any, Any, Any], body: T, tag: str) -> Response[T]:
    """The body with `ETag: "<tag>"`, or 304 when the client's If-None-Match matches."""
    etag = f'"{tag}"'
    wanted = request.headers.get("if-none-match")
    if wanted and etag in {t.strip() for t in wanted.split(",")}:
        return Response(None, status_code=304, headers={"ETag": etag})  # type: ignore[arg-type]
    return Response(body, headers={"ETag": etag})


PICTURE_POLICY = "default-src 'none'; script-src 'none'; sandbox"
"""A picture opened as a document runs nothing and loads nothing (it needs nothing)."""


def picture_response(request: Request[Any, Any, Any], svg: str, tag: str) -> Response[Any]:
    """An SVG picture with its own ETag (304 to If-None-Match), never sniffed as anything
    else and never running a script."""
    response: Response[Any] = etag_response(request, svg.encode(), tag)
    if response.status_code != 304:
        response.media_type = "image/svg+xml"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Content-Security-Policy"] = PICTURE_POLICY
    return response


def prefers(request: Request[Any, Any, Any], media_type: str) -> bool:
    """Whether `Accept` ranks `media_type` above JSON (RFC 9110 §12.5.1): the most specific
    range that matches each decides its weight; a tie keeps JSON, the default."""
    accept = request.headers.get("accept")
    if not accept:
        return False
    weights = _weights(accept)
    return _weight(weights, media_type) > _weight(weights, "application/json")


def _weights(accept: str) -> dict[str, float]:
    weights: dict[str, float] = {}
    for part in accept.split(","):
        kind, *parameters = (p.strip() for p in part.split(";"))
        weight = 1.0
        for parameter in parameters:
            name, _, value = parameter.partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        if kind:
            weights[kind.lower()] = weight
    return weights


def _weight(weights: dict[str, float], media_type: str) -> float:
    family = media_type.split("/", maxsplit=1)[0] + "/*"
    for candidate in (media_type, family, "*/*"):
        if candidate in weights:
            return weights[candidate]
    return 0.0


def parse_if_match(value: str | None) -> int | None:
    """The version an `If-Match` names, from any ETag the API gives for a game's version:
    `"12"` (summary, command answer), `"12-seat0"` / `"12-spectator"` (view, legal moves),
    `"12-seat0-svg"` (the view's picture),
    `"0.2"` (an open game's summary: version 0), also weak (W/); None when absent or `*`.
    Anything that is not an ETag, an unquoted `12` included, is 422 `invalid_request`: read as
    a version it could pass for one the client never decided on."""
    if value is None or value.strip() == "*":
        return None
    tag = value.strip().removeprefix("W/")
    if len(tag) < 2 or tag[0] != '"' or tag[-1] != '"' or '"' in tag[1:-1]:
        raise InvalidRequest(
            f'If-Match must be an ETag the API gave, such as "12" (quoted), not {value[:40]!r}.'
        )
    version = re.split(r"[-.]", tag[1:-1], maxsplit=1)[0]
    return inputs.version_number(version, "If-Match")
