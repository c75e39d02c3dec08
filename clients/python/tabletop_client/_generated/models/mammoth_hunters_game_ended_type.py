from enum import StrEnum


class MammothHuntersGameEndedType(StrEnum):
    MAMMOTH_HUNTERS_GAME_ENDED = "mammoth_hunters.game_ended"

    def __str__(self) -> str:
        return str(self.value)
