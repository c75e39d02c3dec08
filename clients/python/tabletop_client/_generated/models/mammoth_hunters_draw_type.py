from enum import StrEnum


class MammothHuntersDrawType(StrEnum):
    MAMMOTH_HUNTERS_DRAW = "mammoth_hunters.draw"

    def __str__(self) -> str:
        return str(self.value)
