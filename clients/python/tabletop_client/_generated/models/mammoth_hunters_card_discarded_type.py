from enum import StrEnum


class MammothHuntersCardDiscardedType(StrEnum):
    MAMMOTH_HUNTERS_CARD_DISCARDED = "mammoth_hunters.card_discarded"

    def __str__(self) -> str:
        return str(self.value)
