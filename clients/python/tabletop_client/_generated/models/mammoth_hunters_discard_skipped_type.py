from enum import StrEnum


class MammothHuntersDiscardSkippedType(StrEnum):
    MAMMOTH_HUNTERS_DISCARD_SKIPPED = "mammoth_hunters.discard_skipped"

    def __str__(self) -> str:
        return str(self.value)
