from enum import StrEnum


class DerSchwarmShipPlacedType(StrEnum):
    DER_SCHWARM_SHIP_PLACED = "der_schwarm.ship_placed"

    def __str__(self) -> str:
        return str(self.value)
