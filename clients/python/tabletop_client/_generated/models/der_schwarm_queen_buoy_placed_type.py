from enum import StrEnum


class DerSchwarmQueenBuoyPlacedType(StrEnum):
    DER_SCHWARM_QUEEN_BUOY_PLACED = "der_schwarm.queen_buoy_placed"

    def __str__(self) -> str:
        return str(self.value)
