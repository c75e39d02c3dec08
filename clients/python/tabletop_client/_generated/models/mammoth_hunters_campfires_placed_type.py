from enum import StrEnum


class MammothHuntersCampfiresPlacedType(StrEnum):
    MAMMOTH_HUNTERS_CAMPFIRES_PLACED = "mammoth_hunters.campfires_placed"

    def __str__(self) -> str:
        return str(self.value)
