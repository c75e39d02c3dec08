from enum import StrEnum


class MammothHuntersRoundStartedType(StrEnum):
    MAMMOTH_HUNTERS_ROUND_STARTED = "mammoth_hunters.round_started"

    def __str__(self) -> str:
        return str(self.value)
