from enum import StrEnum


class MammothHuntersStonesTransferredType(StrEnum):
    MAMMOTH_HUNTERS_STONES_TRANSFERRED = "mammoth_hunters.stones_transferred"

    def __str__(self) -> str:
        return str(self.value)
