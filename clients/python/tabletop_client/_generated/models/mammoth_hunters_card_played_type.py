from enum import StrEnum


class MammothHuntersCardPlayedType(StrEnum):
    MAMMOTH_HUNTERS_CARD_PLAYED = "mammoth_hunters.card_played"

    def __str__(self) -> str:
        return str(self.value)
