from enum import StrEnum


class MammothHuntersCardDrawnType(StrEnum):
    MAMMOTH_HUNTERS_CARD_DRAWN = "mammoth_hunters.card_drawn"

    def __str__(self) -> str:
        return str(self.value)
