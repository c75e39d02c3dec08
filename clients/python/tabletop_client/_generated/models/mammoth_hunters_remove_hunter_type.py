from enum import StrEnum


class MammothHuntersRemoveHunterType(StrEnum):
    MAMMOTH_HUNTERS_REMOVE_HUNTER = "mammoth_hunters.remove_hunter"

    def __str__(self) -> str:
        return str(self.value)
