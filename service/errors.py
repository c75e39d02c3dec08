"""Errors the application raises for the HTTP edge to map to problem details (api/problems.py).

Rule violations are the domain's `IllegalMove`; store conflicts are `VersionConflict`.
"""

from __future__ import annotations

from collections.abc import Sequence


class ApplicationError(Exception):
    """An error with a stable `code`, an HTTP-agnostic meaning and a human `detail`."""

    code = "error"

    def __init__(self, detail: str, problems: Sequence[str] = ()) -> None:
        super().__init__(detail)
        self.detail = detail
        self.problems = tuple(problems)


class GameNotFound(ApplicationError):
    code = "game_not_found"


class UnknownGameType(ApplicationError):
    code = "unknown_game_type"


class InvalidRequest(ApplicationError):
    code = "invalid_request"


class InvalidCommand(ApplicationError):
    code = "invalid_command"


class InvalidOptions(ApplicationError):
    code = "invalid_options"


class Unauthorized(ApplicationError):
    code = "unauthorized"


class Forbidden(ApplicationError):
    code = "forbidden"


class GameFullError(ApplicationError):
    code = "game_full"


class GameNotStarted(ApplicationError):
    code = "game_not_started"


class NoPosition(ApplicationError):
    code = "no_position"


class VersionOutOfRange(ApplicationError):
    code = "version_out_of_range"


class InvalidName(ApplicationError):
    code = "invalid_name"


class IdempotencyKeyReused(ApplicationError):
    code = "idempotency_key_reused"


class IdempotencyKeyInFlight(ApplicationError):
    """A request with this Idempotency-Key is still being answered; `retry_after` seconds."""

    code = "idempotency_key_in_flight"

    def __init__(self, detail: str, retry_after: int = 1) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class UnsupportedMediaType(ApplicationError):
    code = "unsupported_media_type"


class CorsOriginNotAllowed(ApplicationError):
    code = "cors_origin_not_allowed"


class CorsRequestNotAllowed(ApplicationError):
    code = "cors_request_not_allowed"


class GameReadOnly(ApplicationError):
    """An imported game: its seats cannot be taken and no command is decided."""

    code = "game_read_only"


class InvalidGameLog(ApplicationError):
    code = "invalid_game_log"


class TokenRejected(ApplicationError):
    """A signed-in player's JWT failed a check; `code` names which (docs/players.md)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


class IdentityProviderUnavailable(ApplicationError):
    """The issuer's keys cannot be fetched (service/identity.py); `retry_after`: seconds until
    the next fetch may start."""

    code = "identity_provider_unavailable"

    def __init__(self, detail: str, retry_after: int = 5) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class SignInRequired(ApplicationError):
    code = "sign_in_required"


class AlreadySeated(ApplicationError):
    code = "already_seated"


class TicketNotFound(ApplicationError):
    code = "ticket_not_found"


class AlreadyQueued(ApplicationError):
    code = "already_queued"


class TicketInvalid(ApplicationError):
    code = "ticket_invalid"


class TicketExpired(ApplicationError):
    code = "ticket_expired"


class TicketUsed(ApplicationError):
    code = "ticket_used"


class TooManyTickets(ApplicationError):
    """A token asked for more stream tickets in a minute than it may; `retry_after` seconds."""

    code = "rate_limited"

    def __init__(self, detail: str, retry_after: int) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class TooManyStreams(ApplicationError):
    """The client holds as many open event streams as it may (docs/operations.md)."""

    code = "too_many_streams"


class ServerBusy(ApplicationError):
    """The server holds as many open event streams (or connections) as it may."""

    code = "server_busy"
