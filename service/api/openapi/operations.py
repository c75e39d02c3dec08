"""What each operation can answer, beyond what its handler's signature says: security, request
and response headers, and every problem status with the codes it can carry.

The handlers' docstrings are the operations' descriptions; this table is the rest of the
contract. The test suite holds the server to it: every response a test receives is checked
against the document built from here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

Security = list[dict[str, list[str]]]

NO_TOKEN: Security = []
SEAT_TOKEN: Security = [{"seatToken": []}, {"playerToken": []}]
ANY_TOKEN: Security = [{}, {"seatToken": []}, {"playerToken": []}, {"operatorToken": []}]
PLAYER_TOKEN: Security = [{"playerToken": []}]
OPTIONAL_PLAYER_TOKEN: Security = [{}, {"playerToken": []}]

SIGN_IN_CODES = (
    "token_invalid",
    "token_expired",
    "token_not_yet_valid",
    "token_wrong_issuer",
    "token_wrong_audience",
)
"""What a JWT can fail on (docs/players.md); any operation that reads a bearer token."""
SEAT_OR_OPERATOR_TOKEN: Security = [{"seatToken": []}, {"operatorToken": []}]
OPERATOR_TOKEN_WHILE_RUNNING: Security = [{"operatorToken": []}, {}]


@dataclass(frozen=True)
class Operation:
    security: Security
    status: int = 200
    headers: tuple[str, ...] = ()
    """Response headers of the success answer (ETag, Location, Tabletop-Version …)."""
    request_headers: tuple[str, ...] = ()
    conditional: bool = False
    """Answers 304 Not Modified when `If-None-Match` names the current ETag."""
    body: bool = False
    """Takes a JSON body: 413, 415 and 422 `invalid_command` apply."""
    game: bool = True
    """Addresses one game by `game_id`: 404 `game_not_found` applies."""
    token: bool = False
    """Reads a bearer token: 401 (malformed) and 403 (not of this game) apply."""
    database: bool = True
    """Reads or writes the database: 503 `database_unavailable` applies."""
    rate_limited: bool = True
    errors: dict[int, tuple[str, ...]] = field(default_factory=dict)
    rule_codes: bool = False
    """A 422 may carry any of the game's rule codes besides the listed ones."""
    player: bool = False
    """Reads a signed-in player's JWT: its 401 codes and 503 (JWKS unreachable) apply."""
    keyed: bool = False
    """Takes an `Idempotency-Key` kept beside the answers (every POST but commands, whose keys
    live in the game's log): 409 `idempotency_key_in_flight` and 422 `idempotency_key_reused`
    apply."""

    def problems(self) -> dict[int, list[str]]:
        """Every problem status this operation can answer, with its codes."""
        out: dict[int, list[str]] = {}

        def add(status: int, *codes: str) -> None:
            out.setdefault(status, [])
            out[status] += [c for c in codes if c not in out[status]]

        if self.token:
            add(401, "unauthorized")
            add(403, "forbidden")
            if self.game:
                add(409, "game_read_only")  # a seat token for an imported game
        if self.token or self.player:
            add(401, "unauthorized", *SIGN_IN_CODES)
            add(503, "identity_provider_unavailable")
        if self.game:
            add(404, "game_not_found")
        add(422, "invalid_request")  # a NUL character anywhere in the path or query, too
        if self.body:
            add(413, "payload_too_large")
            add(415, "unsupported_media_type")
            add(422, "invalid_command")
        if self.keyed:
            add(409, "idempotency_key_in_flight")
            add(422, "idempotency_key_reused")
        for status, codes in self.errors.items():
            add(status, *codes)
        if self.rate_limited:
            add(429, "rate_limited")
        # Answered by the connection itself, before any route (service/api/connections.py).
        add(408, "request_timeout")
        add(429, "too_many_connections")
        add(503, "server_busy")
        if self.database:
            add(503, "database_unavailable")
        return dict(sorted(out.items()))


OPERATIONS: dict[str, Operation] = {
    "createGame": Operation(
        NO_TOKEN,
        status=201,
        headers=("Location",),
        body=True,
        game=False,
        errors={422: ("unknown_game_type", "invalid_options", "invalid_position")},
    ),
    "listGames": Operation(NO_TOKEN, game=False),
    "getGame": Operation(NO_TOKEN, headers=("ETag",), conditional=True),
    "takeSeat": Operation(
        OPTIONAL_PLAYER_TOKEN,
        status=201,
        body=True,
        player=True,
        errors={409: ("game_full", "game_read_only", "already_seated"), 422: ("invalid_name",)},
    ),
    "returnToSeat": Operation(
        SEAT_TOKEN,
        token=True,
        errors={
            409: ("game_not_started",),
            415: ("unsupported_media_type",),
            422: ("game_over",),
        },
    ),
    "getView": Operation(
        ANY_TOKEN,
        headers=(
            "ETag",
            "Tabletop-Version",
            "Vary",
            "X-Content-Type-Options",
            "Content-Security-Policy",
        ),
        conditional=True,
        token=True,
        errors={409: ("game_not_started",), 422: ("version_out_of_range",)},
    ),
    "getLegalMoves": Operation(ANY_TOKEN, headers=("ETag",), conditional=True, token=True),
    "sendCommand": Operation(
        SEAT_TOKEN,
        status=201,
        headers=("ETag", "Tabletop-Version"),
        request_headers=("If-Match", "Idempotency-Key"),
        body=True,
        token=True,
        errors={
            409: ("version_conflict", "game_not_started", "game_read_only"),
            422: ("idempotency_key_reused", "game_over"),
        },
        rule_codes=True,
    ),
    "getPosition": Operation(
        OPERATOR_TOKEN_WHILE_RUNNING,
        headers=("Tabletop-Version",),
        token=True,
        errors={409: ("game_not_started", "no_position"), 422: ("version_out_of_range",)},
    ),
    "listEvents": Operation(ANY_TOKEN, token=True),
    "listNarration": Operation(ANY_TOKEN, token=True),
    "streamEvents": Operation(
        ANY_TOKEN,
        headers=("Cache-Control",),
        request_headers=("Last-Event-ID",),
        token=True,
        errors={
            401: ("ticket_invalid", "ticket_expired"),
            403: ("ticket_used",),
            429: ("too_many_streams",),
        },
    ),
    "exportGame": Operation(
        OPERATOR_TOKEN_WHILE_RUNNING, headers=("Content-Disposition", "Vary"), token=True
    ),
    "importGame": Operation(
        [{"operatorToken": []}],
        status=201,
        headers=("Location",),
        body=True,
        game=False,
        token=True,
        errors={422: ("invalid_game_log",)},
    ),
    "streamLobby": Operation(
        NO_TOKEN, headers=("Cache-Control",), game=False, errors={429: ("too_many_streams",)}
    ),
    "createStreamTicket": Operation(SEAT_OR_OPERATOR_TOKEN, status=201, token=True),
    "listGameTypes": Operation(NO_TOKEN, game=False, database=False),
    # Players (docs/players.md)
    "getMe": Operation(
        PLAYER_TOKEN,
        game=False,
        player=True,
        errors={401: ("sign_in_required",)},
    ),
    "listMyGames": Operation(
        PLAYER_TOKEN, game=False, player=True, errors={401: ("sign_in_required",)}
    ),
    "getLeaderboard": Operation(NO_TOKEN, game=False, errors={422: ("unknown_game_type",)}),
    "getRatingHistory": Operation(NO_TOKEN, game=False),
    "createMyStreamTicket": Operation(
        PLAYER_TOKEN, status=201, game=False, player=True, errors={401: ("sign_in_required",)}
    ),
    "streamMe": Operation(
        [*PLAYER_TOKEN, {}],
        headers=("Cache-Control",),
        game=False,
        player=True,
        errors={
            401: ("sign_in_required", "ticket_invalid", "ticket_expired"),
            403: ("ticket_used",),
            429: ("too_many_streams",),
        },
    ),
    "openTicket": Operation(
        PLAYER_TOKEN,
        status=201,
        headers=("Location",),
        body=True,
        game=False,
        player=True,
        errors={
            401: ("sign_in_required",),
            409: ("already_queued",),
            422: ("unknown_game_type", "invalid_options", "invalid_name"),
        },
    ),
    "getTicket": Operation(
        PLAYER_TOKEN,
        game=False,
        player=True,
        errors={401: ("sign_in_required",), 404: ("ticket_not_found",)},
    ),
    "cancelTicket": Operation(
        PLAYER_TOKEN,
        status=204,
        game=False,
        player=True,
        errors={401: ("sign_in_required",), 404: ("ticket_not_found",)},
    ),
    "healthLive": Operation(NO_TOKEN, game=False, database=False, rate_limited=False),
    "healthReady": Operation(NO_TOKEN, game=False, rate_limited=False),
    "metrics": Operation(NO_TOKEN, game=False, database=False, rate_limited=False),
}

KEYED_POSTS = (
    "createGame",
    "takeSeat",
    "returnToSeat",
    "createStreamTicket",
    "createMyStreamTicket",
    "openTicket",
    "importGame",
)
"""Every POST but sendCommand (which declares its key itself): the test suite checks that the
document lists every POST route here or as sendCommand."""


def _keyed(operations: dict[str, Operation]) -> dict[str, Operation]:
    return {
        name: replace(spec, keyed=True, request_headers=(*spec.request_headers, "Idempotency-Key"))
        if name in KEYED_POSTS
        else spec
        for name, spec in operations.items()
    }


OPERATIONS = _keyed(OPERATIONS)
