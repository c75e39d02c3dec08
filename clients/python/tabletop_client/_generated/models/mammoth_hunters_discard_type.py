from enum import StrEnum


class MammothHuntersDiscardType(StrEnum):
    MAMMOTH_HUNTERS_DISCARD = "mammoth_hunters.discard"

    def __str__(self) -> str:
        return str(self.value)
