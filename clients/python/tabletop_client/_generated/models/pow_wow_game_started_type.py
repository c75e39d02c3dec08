from enum import StrEnum


class PowWowGameStartedType(StrEnum):
    POW_WOW_GAME_STARTED = "pow_wow.game_started"

    def __str__(self) -> str:
        return str(self.value)
