from enum import StrEnum


class MammothHuntersGameStartedType(StrEnum):
    MAMMOTH_HUNTERS_GAME_STARTED = "mammoth_hunters.game_started"

    def __str__(self) -> str:
        return str(self.value)
