from enum import StrEnum


class PowWowWindowClosedType(StrEnum):
    POW_WOW_WINDOW_CLOSED = "pow_wow.window_closed"

    def __str__(self) -> str:
        return str(self.value)
