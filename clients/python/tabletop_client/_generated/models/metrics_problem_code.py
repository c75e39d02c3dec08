from enum import StrEnum


class MetricsProblemCode(StrEnum):
    INVALID_REQUEST = "invalid_request"
    REQUEST_TIMEOUT = "request_timeout"
    SERVER_BUSY = "server_busy"
    TOO_MANY_CONNECTIONS = "too_many_connections"

    def __str__(self) -> str:
        return str(self.value)
