from enum import StrEnum


class DerSchwarmGameStartedType(StrEnum):
    DER_SCHWARM_GAME_STARTED = "der_schwarm.game_started"

    def __str__(self) -> str:
        return str(self.value)
