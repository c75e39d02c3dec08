from enum import StrEnum


class TakeSeatBotType0(StrEnum):
    GREEDY = "greedy"
    RANDOM = "random"

    def __str__(self) -> str:
        return str(self.value)
