from enum import StrEnum


class DerSchwarmQueenBuoyRemovedType(StrEnum):
    DER_SCHWARM_QUEEN_BUOY_REMOVED = "der_schwarm.queen_buoy_removed"

    def __str__(self) -> str:
        return str(self.value)
