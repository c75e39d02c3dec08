"""The problem `code`s the API answers with, each with its status, title and meaning.

The document lists, per operation and status, which of these codes a client can get
(`x-codes`), with an example of each; the test suite checks every problem it receives against
that list. A game's own rule codes (`not_your_turn`, `field_not_adjacent` …) come on top of
these for commands: see the game's rules contract.
"""

from __future__ import annotations

from typing import NamedTuple


class Code(NamedTuple):
    status: int
    title: str
    meaning: str


CODES: dict[str, Code] = {
    "unauthorized": Code(
        401,
        "Unauthorized",
        "No usable bearer token: missing where one is required, or not "
        "of the form `Bearer <token>`.",
    ),
    "forbidden": Code(
        403,
        "Forbidden",
        "The token holds no seat in this game, or the resource is not yours "
        "to see (a running game's position document needs the operator token).",
    ),
    "ticket_invalid": Code(
        401,
        "Invalid ticket",
        "The stream ticket is unknown, or was issued for another game's stream: ask for a new "
        "one (POST …/stream-tickets).",
    ),
    "ticket_expired": Code(
        401,
        "Ticket expired",
        "The stream ticket was not used within a minute of its issue: ask for a new one.",
    ),
    "ticket_used": Code(
        403,
        "Ticket used",
        "The stream ticket has opened a stream already (a ticket opens one stream once): ask "
        "for a new one to reconnect.",
    ),
    "cors_origin_not_allowed": Code(
        403, "Origin not allowed", "A CORS preflight from an origin not in TABLETOP_CORS_ORIGINS."
    ),
    "cors_request_not_allowed": Code(
        403,
        "Cross-origin request not allowed",
        "A CORS preflight asking for a method or header the API does not accept.",
    ),
    "game_not_found": Code(404, "Game not found", "There is no game with this id."),
    "version_conflict": Code(
        409,
        "Version conflict",
        "`If-Match` names a version the game has moved past: reload "
        "and decide again (`current_version` is the game's version now).",
    ),
    "game_full": Code(409, "Game full", "Every seat of the game is taken."),
    "game_not_started": Code(
        409, "Game not started", "Seats are still free; the game starts when the last is taken."
    ),
    "no_position": Code(
        409,
        "No position",
        "The game has no position document at this version (in the middle "
        "of a command's events, or the rules define none).",
    ),
    "game_read_only": Code(
        409,
        "Game read-only",
        "The game was imported (`imported_from` in its summary): its seats cannot be taken, "
        "it takes no commands and no seat token acts in it (read it without a token).",
    ),
    "payload_too_large": Code(
        413, "Payload too large", "The body is over 64 KiB (a game log to import: 16 MiB)."
    ),
    "unsupported_media_type": Code(
        415, "Unsupported media type", "The body is not sent as `application/json`."
    ),
    "invalid_command": Code(
        422,
        "Invalid body",
        "The body is not JSON or does not match the schema (the detail "
        "names the JSON path); the same for a create body and its `options`.",
    ),
    "invalid_request": Code(
        422,
        "Invalid request",
        "A path, query parameter or header that does not parse or is "
        "out of range (`limit`, `at`, `status`, `If-Match`, `Last-Event-ID` …, or a NUL "
        "character anywhere in the path or query).",
    ),
    "invalid_name": Code(
        422,
        "Invalid name",
        "A seat name must be 1–40 printable characters after trimming; "
        "control and bidi-override characters are refused.",
    ),
    "unknown_game_type": Code(
        422, "Unknown game type", "The `game_type` is not one of GET /v1/game-types."
    ),
    "invalid_options": Code(
        422,
        "Invalid options",
        "The options or the number of players do not make a game of "
        "this type (`problems` lists why).",
    ),
    "invalid_position": Code(
        422,
        "Invalid position",
        "The position document is not a legal position of this game "
        "(`problems` lists every violated condition).",
    ),
    "invalid_game_log": Code(
        422,
        "Invalid game log",
        "The file to import is not a game log this server can replay (a field the API would "
        "refuse: a name, a bot, a time, JSON nested too deep, a NUL character), or its events "
        "do not follow from its revealed seed, or, without a seed, are not a game the rules "
        "allow: the `detail` names the line or version (docs/replays.md).",
    ),
    "version_out_of_range": Code(
        422, "Version out of range", "`at` is not a version of this game (1 … its version)."
    ),
    "idempotency_key_reused": Code(
        422,
        "Idempotency key reused",
        "This `Idempotency-Key` was used for a different request (another body, or another "
        "operation): use a new key.",
    ),
    "idempotency_key_in_flight": Code(
        409,
        "Idempotency key in flight",
        "A request with this `Idempotency-Key` is still being answered (the server waited a "
        "few seconds for it): retry after `Retry-After` seconds with the same key and body to "
        "get its answer.",
    ),
    "game_over": Code(
        422,
        "Illegal move",
        "The game has ended (by its rules, or abandoned: docs/fair-play.md): it takes no "
        "command and no return to a seat. Nothing is changed.",
    ),
    "rate_limited": Code(
        429,
        "Too many requests",
        "Over one of this client's budgets (its credential's, or its address's when it sent "
        "none): TABLETOP_RATE_LIMIT requests, TABLETOP_CREATE_LIMIT games created or "
        "TABLETOP_BOT_SEAT_LIMIT bot seats a minute, across all replicas (RateLimit-Policy "
        "and RateLimit say which and what is left); or a stream ticket asked for beyond "
        "TABLETOP_STREAM_TICKETS_PER_MINUTE a minute by one token (nothing is issued). "
        "`Retry-After` says when to try again.",
    ),
    "database_unavailable": Code(
        503,
        "Database unavailable",
        "The database cannot be reached; `Retry-After` says when "
        "to try again. Nothing was changed.",
    ),
}

# Players (docs/players.md): signed-in players' tokens, seats and matchmaking tickets.
CODES.update(
    {
        "token_invalid": Code(
            401,
            "Invalid token",
            "A JWT that does not verify: malformed, not signed by a key of the issuer's "
            "JWKS, or with an algorithm not accepted.",
        ),
        "token_expired": Code(401, "Invalid token", "The JWT has expired (`exp`)."),
        "token_not_yet_valid": Code(401, "Invalid token", "The JWT is not valid yet (`nbf`)."),
        "token_wrong_issuer": Code(
            401, "Invalid token", "The JWT's `iss` is not TABLETOP_OIDC_ISSUER."
        ),
        "token_wrong_audience": Code(
            401, "Invalid token", "The JWT's `aud` does not name TABLETOP_OIDC_AUDIENCE."
        ),
        "sign_in_required": Code(
            401,
            "Sign-in required",
            "The operation is a signed-in player's: send the OIDC provider's JWT as "
            "`Bearer` (a seat token will not do); also when sign-in is not configured.",
        ),
        "identity_provider_unavailable": Code(
            503,
            "Sign-in provider unavailable",
            "The issuer's JWKS cannot be fetched to check the token; `Retry-After` says when "
            "to try again. Nothing was changed.",
        ),
        "already_seated": Code(
            409, "Already seated", "The signed-in player already holds a seat in this game."
        ),
        "already_queued": Code(
            409,
            "Already queued",
            "The signed-in player already has a waiting matchmaking ticket for this game type.",
        ),
        "ticket_not_found": Code(
            404, "Ticket not found", "There is no waiting ticket of yours with this id."
        ),
    }
)

RULE_CODES_EXAMPLE = ("not_your_turn", "game_over", "system_only")
"""A few of the games' own refusal codes, for the command examples."""

RULE_CODE_MEANING = (
    "an illegal move: the code is the game's own (e.g. `not_your_turn`, `game_over`, "
    "`field_not_adjacent`; `system_only` for a timer command), listed in its rules contract; "
    "nothing is appended"
)

# Limits at the edge (docs/operations.md, "Limits at the edge"): connections and streams.
CODES.update(
    {
        "request_timeout": Code(
            408,
            "Request timeout",
            "The request's line and headers, or its body, did not arrive within "
            "TABLETOP_HEAD_TIMEOUT_S / TABLETOP_BODY_TIMEOUT_S; the connection is closed.",
        ),
        "too_many_connections": Code(
            429,
            "Too many connections",
            "This client holds TABLETOP_MAX_CONNECTIONS_PER_CLIENT open connections; the new "
            "one is answered and closed. `Retry-After` says when to try again.",
        ),
        "too_many_streams": Code(
            429,
            "Too many streams",
            "This client (its credential, else its address) holds "
            "TABLETOP_MAX_STREAMS_PER_CLIENT open event streams; `Retry-After` says when to "
            "try again.",
        ),
        "server_busy": Code(
            503,
            "Server busy",
            "This server process holds as many connections (TABLETOP_MAX_CONNECTIONS) or event "
            "streams (TABLETOP_MAX_STREAMS) as it may; `Retry-After` says when to try again.",
        ),
    }
)
