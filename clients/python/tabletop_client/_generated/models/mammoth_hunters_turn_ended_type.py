from enum import StrEnum


class MammothHuntersTurnEndedType(StrEnum):
    MAMMOTH_HUNTERS_TURN_ENDED = "mammoth_hunters.turn_ended"

    def __str__(self) -> str:
        return str(self.value)
