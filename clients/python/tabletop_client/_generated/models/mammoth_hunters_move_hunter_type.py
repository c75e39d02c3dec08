from enum import StrEnum


class MammothHuntersMoveHunterType(StrEnum):
    MAMMOTH_HUNTERS_MOVE_HUNTER = "mammoth_hunters.move_hunter"

    def __str__(self) -> str:
        return str(self.value)
