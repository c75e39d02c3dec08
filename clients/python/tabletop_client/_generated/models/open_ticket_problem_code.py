from enum import StrEnum


class OpenTicketProblemCode(StrEnum):
    ALREADY_QUEUED = "already_queued"
    DATABASE_UNAVAILABLE = "database_unavailable"
    IDEMPOTENCY_KEY_IN_FLIGHT = "idempotency_key_in_flight"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    IDENTITY_PROVIDER_UNAVAILABLE = "identity_provider_unavailable"
    INVALID_COMMAND = "invalid_command"
    INVALID_NAME = "invalid_name"
    INVALID_OPTIONS = "invalid_options"
    INVALID_REQUEST = "invalid_request"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    RATE_LIMITED = "rate_limited"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    SIGN_IN_REQUIRED = "sign_in_required"
    TOKEN_EXPIRED = "token_expired"
    TOKEN_INVALID = "token_invalid"
    TOKEN_NOT_YET_VALID = "token_not_yet_valid"
    TOKEN_WRONG_AUDIENCE = "token_wrong_audience"
    TOKEN_WRONG_ISSUER = "token_wrong_issuer"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNAUTHORIZED = "unauthorized"
    UNKNOWN_GAME_TYPE = "unknown_game_type"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"

    def __str__(self) -> str:
        return str(self.value)
