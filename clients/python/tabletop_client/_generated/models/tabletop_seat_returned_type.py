from enum import StrEnum


class TabletopSeatReturnedType(StrEnum):
    TABLETOP_SEAT_RETURNED = "tabletop.seat_returned"

    def __str__(self) -> str:
        return str(self.value)
