from enum import StrEnum


class ListMyGamesProblemCode(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"
    IDENTITY_PROVIDER_UNAVAILABLE = "identity_provider_unavailable"
    INVALID_REQUEST = "invalid_request"
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

    def __str__(self) -> str:
        return str(self.value)
