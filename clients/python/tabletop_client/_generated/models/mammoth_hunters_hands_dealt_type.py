from enum import StrEnum


class MammothHuntersHandsDealtType(StrEnum):
    MAMMOTH_HUNTERS_HANDS_DEALT = "mammoth_hunters.hands_dealt"

    def __str__(self) -> str:
        return str(self.value)
