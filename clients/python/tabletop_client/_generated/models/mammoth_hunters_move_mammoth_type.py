from enum import StrEnum


class MammothHuntersMoveMammothType(StrEnum):
    MAMMOTH_HUNTERS_MOVE_MAMMOTH = "mammoth_hunters.move_mammoth"

    def __str__(self) -> str:
        return str(self.value)
