from enum import StrEnum


class ClansGameEndedType(StrEnum):
    CLANS_GAME_ENDED = "clans.game_ended"

    def __str__(self) -> str:
        return str(self.value)
