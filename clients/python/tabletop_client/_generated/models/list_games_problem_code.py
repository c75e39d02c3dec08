from enum import StrEnum


class ListGamesProblemCode(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"
    INVALID_REQUEST = "invalid_request"
    RATE_LIMITED = "rate_limited"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    TOO_MANY_CONNECTIONS = "too_many_connections"

    def __str__(self) -> str:
        return str(self.value)
