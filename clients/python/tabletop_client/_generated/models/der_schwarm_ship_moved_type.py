from enum import StrEnum


class DerSchwarmShipMovedType(StrEnum):
    DER_SCHWARM_SHIP_MOVED = "der_schwarm.ship_moved"

    def __str__(self) -> str:
        return str(self.value)
