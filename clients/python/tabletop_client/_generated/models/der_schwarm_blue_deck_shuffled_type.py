from enum import StrEnum


class DerSchwarmBlueDeckShuffledType(StrEnum):
    DER_SCHWARM_BLUE_DECK_SHUFFLED = "der_schwarm.blue_deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)
