from enum import StrEnum


class MammothHuntersRoundScoredType(StrEnum):
    MAMMOTH_HUNTERS_ROUND_SCORED = "mammoth_hunters.round_scored"

    def __str__(self) -> str:
        return str(self.value)
