from enum import StrEnum


class MammothHuntersMammothMovedType(StrEnum):
    MAMMOTH_HUNTERS_MAMMOTH_MOVED = "mammoth_hunters.mammoth_moved"

    def __str__(self) -> str:
        return str(self.value)
