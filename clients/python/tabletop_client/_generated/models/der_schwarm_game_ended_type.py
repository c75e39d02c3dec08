from enum import StrEnum


class DerSchwarmGameEndedType(StrEnum):
    DER_SCHWARM_GAME_ENDED = "der_schwarm.game_ended"

    def __str__(self) -> str:
        return str(self.value)
