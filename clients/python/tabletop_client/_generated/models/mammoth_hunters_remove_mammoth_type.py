from enum import StrEnum


class MammothHuntersRemoveMammothType(StrEnum):
    MAMMOTH_HUNTERS_REMOVE_MAMMOTH = "mammoth_hunters.remove_mammoth"

    def __str__(self) -> str:
        return str(self.value)
