from enum import StrEnum


class TabletopSeatAbsentType(StrEnum):
    TABLETOP_SEAT_ABSENT = "tabletop.seat_absent"

    def __str__(self) -> str:
        return str(self.value)
