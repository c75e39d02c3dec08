from enum import StrEnum


class MammothHuntersPlayType(StrEnum):
    MAMMOTH_HUNTERS_PLAY = "mammoth_hunters.play"

    def __str__(self) -> str:
        return str(self.value)
