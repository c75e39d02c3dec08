from enum import StrEnum


class ClansGameStartedType(StrEnum):
    CLANS_GAME_STARTED = "clans.game_started"

    def __str__(self) -> str:
        return str(self.value)
