from enum import StrEnum


class GetLeaderboardProblemCode(StrEnum):
    DATABASE_UNAVAILABLE = "database_unavailable"
    INVALID_REQUEST = "invalid_request"
    RATE_LIMITED = "rate_limited"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    TOO_MANY_CONNECTIONS = "too_many_connections"
    UNKNOWN_GAME_TYPE = "unknown_game_type"

    def __str__(self) -> str:
        return str(self.value)
