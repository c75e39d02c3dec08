from enum import StrEnum


class MammothHuntersMammothRemovedType(StrEnum):
    MAMMOTH_HUNTERS_MAMMOTH_REMOVED = "mammoth_hunters.mammoth_removed"

    def __str__(self) -> str:
        return str(self.value)
