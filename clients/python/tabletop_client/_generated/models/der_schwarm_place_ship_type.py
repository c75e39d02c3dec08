from enum import StrEnum


class DerSchwarmPlaceShipType(StrEnum):
    DER_SCHWARM_PLACE_SHIP = "der_schwarm.place_ship"

    def __str__(self) -> str:
        return str(self.value)
