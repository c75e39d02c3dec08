from enum import StrEnum


class DerSchwarmPlayJokerType(StrEnum):
    DER_SCHWARM_PLAY_JOKER = "der_schwarm.play_joker"

    def __str__(self) -> str:
        return str(self.value)
