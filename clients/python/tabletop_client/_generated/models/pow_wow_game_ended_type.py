from enum import StrEnum


class PowWowGameEndedType(StrEnum):
    POW_WOW_GAME_ENDED = "pow_wow.game_ended"

    def __str__(self) -> str:
        return str(self.value)
