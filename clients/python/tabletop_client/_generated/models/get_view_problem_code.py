from enum import StrEnum


class GetViewProblemCode(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"
    FORBIDDEN = "forbidden"
    GAME_NOT_FOUND = "game_not_found"
    GAME_NOT_STARTED = "game_not_started"
    GAME_READ_ONLY = "game_read_only"
    IDENTITY_PROVIDER_UNAVAILABLE = "identity_provider_unavailable"
    INVALID_REQUEST = "invalid_request"
    RATE_LIMITED = "rate_limited"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    TOKEN_EXPIRED = "token_expired"
    TOKEN_INVALID = "token_invalid"
    TOKEN_NOT_YET_VALID = "token_not_yet_valid"
    TOKEN_WRONG_AUDIENCE = "token_wrong_audience"
    TOKEN_WRONG_ISSUER = "token_wrong_issuer"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNAUTHORIZED = "unauthorized"
    VERSION_OUT_OF_RANGE = "version_out_of_range"

    def __str__(self) -> str:
        return str(self.value)
