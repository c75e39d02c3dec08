from enum import StrEnum


class MammothHuntersBoardClearedType(StrEnum):
    MAMMOTH_HUNTERS_BOARD_CLEARED = "mammoth_hunters.board_cleared"

    def __str__(self) -> str:
        return str(self.value)
