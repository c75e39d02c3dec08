from enum import StrEnum


class GameSummarySetup(StrEnum):
    POSITION = "position"
    RANDOM = "random"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
