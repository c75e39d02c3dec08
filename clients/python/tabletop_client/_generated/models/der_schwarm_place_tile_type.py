from enum import StrEnum


class DerSchwarmPlaceTileType(StrEnum):
    DER_SCHWARM_PLACE_TILE = "der_schwarm.place_tile"

    def __str__(self) -> str:
        return str(self.value)
