from enum import StrEnum


class MammothHuntersCampfiresRevealedType(StrEnum):
    MAMMOTH_HUNTERS_CAMPFIRES_REVEALED = "mammoth_hunters.campfires_revealed"

    def __str__(self) -> str:
        return str(self.value)
