from enum import StrEnum


class CreateGameProblemCode(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"
    IDEMPOTENCY_KEY_IN_FLIGHT = "idempotency_key_in_flight"
    IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused"
    INVALID_COMMAND = "invalid_command"
    INVALID_OPTIONS = "invalid_options"
    INVALID_POSITION = "invalid_position"
    INVALID_REQUEST = "invalid_request"
    PAYLOAD_TOO_LARGE = "payload_too_large"
    RATE_LIMITED = "rate_limited"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNKNOWN_GAME_TYPE = "unknown_game_type"
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"

    def __str__(self) -> str:
        return str(self.value)
