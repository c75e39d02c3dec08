from enum import StrEnum


class DerSchwarmCardPlayedType(StrEnum):
    DER_SCHWARM_CARD_PLAYED = "der_schwarm.card_played"

    def __str__(self) -> str:
        return str(self.value)
