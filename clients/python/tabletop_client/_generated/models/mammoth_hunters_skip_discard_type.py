from enum import StrEnum


class MammothHuntersSkipDiscardType(StrEnum):
    MAMMOTH_HUNTERS_SKIP_DISCARD = "mammoth_hunters.skip_discard"

    def __str__(self) -> str:
        return str(self.value)
