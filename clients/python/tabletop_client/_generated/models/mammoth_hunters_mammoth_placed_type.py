from enum import StrEnum


class MammothHuntersMammothPlacedType(StrEnum):
    MAMMOTH_HUNTERS_MAMMOTH_PLACED = "mammoth_hunters.mammoth_placed"

    def __str__(self) -> str:
        return str(self.value)
