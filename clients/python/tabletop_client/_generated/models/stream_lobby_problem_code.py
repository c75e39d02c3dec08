from enum import StrEnum


class StreamLobbyProblemCode(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"
    INVALID_REQUEST = "invalid_request"
    RATE_LIMITED = "rate_limited"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    TOO_MANY_STREAMS = "too_many_streams"

    def __str__(self) -> str:
        return str(self.value)
