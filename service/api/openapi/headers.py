"""The document's security schemes and the headers operations name: each response header
(`ETag`, `Retry-After`, the budgets' `RateLimit`, …) and request header (`If-Match`,
`Idempotency-Key`, …) described once, referred to by name from operations.py's table."""

from __future__ import annotations

from typing import Any

SECURITY_SCHEMES: dict[str, Any] = {
    "seatToken": {
        "type": "http",
        "scheme": "bearer",
        "description": (
            "A seat's token, from POST /v1/games/{game_id}/seats. It is shown once (only its "
            "hash is stored) and acts for that seat of that game only."
        ),
    },
    "playerToken": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": (
            "A signed-in player's token: a JWT from the OpenID Connect provider configured with "
            "TABLETOP_OIDC_ISSUER / _AUDIENCE / _JWKS_URL (docs/players.md). It acts as the "
            "player `sub` in every seat bound to them."
        ),
    },
    "operatorToken": {
        "type": "http",
        "scheme": "bearer",
        "description": (
            "The operator's token (TABLETOP_ADMIN_TOKEN): full logs and position documents "
            "of running games. Where an operation takes a seat token, it reads as a spectator."
        ),
    },
}

HEADERS: dict[str, Any] = {
    "ETag": {
        "description": (
            'The version of what was answered, e.g. `"12"` (summary, command) or '
            '`"12-seat0"` (a seat\'s view); send it back in `If-None-Match` to get 304 while '
            "nothing changed. Every ETag the API gives for a game (summary, view, legal moves, "
            "command answer) is also a valid `If-Match` for its version."
        ),
        "required": True,
        "schema": {"type": "string"},
    },
    "Location": {
        "description": "The new game's URL, `/v1/games/{game_id}`.",
        "required": True,
        "schema": {"type": "string", "format": "uri-reference"},
    },
    "Retry-After": {
        "description": "Seconds to wait before trying again.",
        "required": True,
        "schema": {"type": "integer", "minimum": 1},
    },
    "Tabletop-Version": {
        "description": "The game version the answer shows.",
        "required": True,
        "schema": {"type": "integer", "minimum": 0},
    },
    "Cache-Control": {
        "description": "`no-cache`: a live stream is never cached.",
        "required": True,
        "schema": {"type": "string"},
    },
    "Content-Disposition": {
        "description": '`attachment; filename="<game_id>.jsonl"`: save it as a file.',
        "required": True,
        "schema": {"type": "string"},
    },
    "RateLimit-Policy": {
        "description": (
            "The client's budgets (draft-ietf-httpapi-ratelimit-headers-10): each policy's "
            'quota `q` per window `w` seconds, e.g. `"requests";q=600;w=60` (and '
            '`"creates";q=60;w=60` on a game\'s creation). A signed request spends its '
            "credential's budget, an anonymous one its address's (docs/operations.md, Budgets)."
        ),
        "required": True,
        "schema": {"type": "string"},
        "example": '"requests";q=600;w=60',
    },
    "RateLimit": {
        "description": (
            "What is left of each budget of RateLimit-Policy: `r` (remaining) until the window "
            'starts over in `t` seconds, e.g. `"requests";r=598;t=41`.'
        ),
        "required": True,
        "schema": {"type": "string"},
        "example": '"requests";r=598;t=41',
    },
    "Vary": {
        "description": (
            "`Accept`: the answer's media type follows `Accept` (a view is JSON, or an SVG "
            "picture of it when `Accept` prefers `image/svg+xml`; a game log is "
            "`application/jsonl`, or `application/octet-stream` when preferred); caches keep "
            "them apart."
        ),
        "required": True,
        "schema": {"type": "string"},
    },
    "X-Content-Type-Options": {
        "description": "`nosniff`, on a picture: it is never taken for another type.",
        "required": False,
        "schema": {"type": "string"},
    },
    "Content-Security-Policy": {
        "description": (
            "On a picture: nothing runs and nothing loads when it is opened as a document "
            "(`default-src 'none'; script-src 'none'; sandbox`)."
        ),
        "required": False,
        "schema": {"type": "string"},
    },
    "WWW-Authenticate": {
        "description": "`Bearer`.",
        "required": True,
        "schema": {"type": "string"},
    },
    "X-Request-ID": {
        "description": (
            "The request's id in the server's logs: the client's own `X-Request-ID` if it sent "
            "one, else a new one. Quote it when reporting a problem."
        ),
        "required": False,
        "schema": {"type": "string"},
    },
}

REQUEST_HEADERS: dict[str, dict[str, Any]] = {
    "If-Match": {
        "name": "If-Match",
        "in": "header",
        "required": False,
        "description": (
            "The game version this command was decided on, as any ETag the API gave for it "
            '(`"12"` from the summary or a command answer, `"12-seat0"` from a view or the legal '
            "moves; weak ones too; `*` or absent: any). A stale version gets 409 "
            "`version_conflict`; anything that is not an ETag (an unquoted `12` included) gets "
            "422 `invalid_request`."
        ),
        "schema": {"type": "string"},
        "example": '"12"',
    },
    "If-None-Match": {
        "name": "If-None-Match",
        "in": "header",
        "required": False,
        "description": "ETags the client holds; when one is current the answer is 304.",
        "schema": {"type": "string"},
        "example": '"12"',
    },
    "Idempotency-Key": {
        "name": "Idempotency-Key",
        "in": "header",
        "required": False,
        "description": (
            "A key of the client's choosing (a fresh UUID per action), so that a retry is never "
            "done twice: the same key with the same request (method, path, query and body) gets "
            "the original answer (status, body, `Location`, `ETag`) and the action is done once, "
            "even when the retry races the original (a command waits for it; any other POST "
            "waits up to 5 s, then answers 409 `idempotency_key_in_flight` with `Retry-After`). "
            "The same key with another request gets 422 `idempotency_key_reused`. A key is its "
            "caller's own (a command's, its seat's; otherwise its bearer token's or player's, or "
            "without a token its address's) and is kept TABLETOP_IDEMPOTENCY_RETENTION (24 h). "
            "An answer of 4xx is not kept (nothing was done): the key may be used again."
        ),
        "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[ -~]+$"},
        "example": "5f0c6b0e-8d4a-4f61-9a57-2c1e3b7d9a10",
    },
    "Last-Event-ID": {
        "name": "Last-Event-ID",
        "in": "header",
        "required": False,
        "description": (
            "Resume after this version (the `id:` of the last message received); EventSource "
            "sends it by itself when it reconnects. Takes precedence over `after`."
        ),
        "schema": {"type": "string", "pattern": "^[0-9]+$"},
        "example": "10",
    },
}
