from enum import StrEnum


class DerSchwarmTileCollectedType(StrEnum):
    DER_SCHWARM_TILE_COLLECTED = "der_schwarm.tile_collected"

    def __str__(self) -> str:
        return str(self.value)
