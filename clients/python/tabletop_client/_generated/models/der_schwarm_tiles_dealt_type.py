from enum import StrEnum


class DerSchwarmTilesDealtType(StrEnum):
    DER_SCHWARM_TILES_DEALT = "der_schwarm.tiles_dealt"

    def __str__(self) -> str:
        return str(self.value)
