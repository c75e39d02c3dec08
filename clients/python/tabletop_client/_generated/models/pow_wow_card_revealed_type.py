from enum import StrEnum


class PowWowCardRevealedType(StrEnum):
    POW_WOW_CARD_REVEALED = "pow_wow.card_revealed"

    def __str__(self) -> str:
        return str(self.value)
