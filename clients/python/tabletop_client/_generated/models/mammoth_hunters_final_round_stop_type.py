from enum import StrEnum


class MammothHuntersFinalRoundStopType(StrEnum):
    MAMMOTH_HUNTERS_FINAL_ROUND_STOP = "mammoth_hunters.final_round_stop"

    def __str__(self) -> str:
        return str(self.value)
