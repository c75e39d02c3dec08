from enum import StrEnum


class DerSchwarmPlayCardType(StrEnum):
    DER_SCHWARM_PLAY_CARD = "der_schwarm.play_card"

    def __str__(self) -> str:
        return str(self.value)
