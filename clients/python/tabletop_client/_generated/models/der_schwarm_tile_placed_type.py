from enum import StrEnum


class DerSchwarmTilePlacedType(StrEnum):
    DER_SCHWARM_TILE_PLACED = "der_schwarm.tile_placed"

    def __str__(self) -> str:
        return str(self.value)
