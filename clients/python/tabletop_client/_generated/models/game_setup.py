from enum import StrEnum


class GameSetup(StrEnum):
    POSITION = "position"
    RANDOM = "random"
    SEED = "seed"

    def __str__(self) -> str:
        return str(self.value)
