from enum import StrEnum


class MammothHuntersGlacierPlacedType(StrEnum):
    MAMMOTH_HUNTERS_GLACIER_PLACED = "mammoth_hunters.glacier_placed"

    def __str__(self) -> str:
        return str(self.value)
