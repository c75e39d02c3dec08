from enum import StrEnum


class MammothHuntersInitialHunterPlacedType(StrEnum):
    MAMMOTH_HUNTERS_INITIAL_HUNTER_PLACED = "mammoth_hunters.initial_hunter_placed"

    def __str__(self) -> str:
        return str(self.value)
