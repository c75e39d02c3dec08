from enum import StrEnum


class MammothHuntersHunterPlacedType(StrEnum):
    MAMMOTH_HUNTERS_HUNTER_PLACED = "mammoth_hunters.hunter_placed"

    def __str__(self) -> str:
        return str(self.value)
