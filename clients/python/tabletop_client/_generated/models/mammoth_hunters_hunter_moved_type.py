from enum import StrEnum


class MammothHuntersHunterMovedType(StrEnum):
    MAMMOTH_HUNTERS_HUNTER_MOVED = "mammoth_hunters.hunter_moved"

    def __str__(self) -> str:
        return str(self.value)
