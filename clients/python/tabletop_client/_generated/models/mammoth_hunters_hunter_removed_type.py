from enum import StrEnum


class MammothHuntersHunterRemovedType(StrEnum):
    MAMMOTH_HUNTERS_HUNTER_REMOVED = "mammoth_hunters.hunter_removed"

    def __str__(self) -> str:
        return str(self.value)
