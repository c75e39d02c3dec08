from enum import StrEnum


class GetGameProblemCode(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"
    GAME_NOT_FOUND = "game_not_found"
    INVALID_REQUEST = "invalid_request"
    RATE_LIMITED = "rate_limited"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    TOO_MANY_CONNECTIONS = "too_many_connections"

    def __str__(self) -> str:
        return str(self.value)
