from enum import StrEnum


class TabletopClockChargedType(StrEnum):
    TABLETOP_CLOCK_CHARGED = "tabletop.clock_charged"

    def __str__(self) -> str:
        return str(self.value)
