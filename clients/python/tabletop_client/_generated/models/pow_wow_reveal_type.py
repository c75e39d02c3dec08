from enum import StrEnum


class PowWowRevealType(StrEnum):
    POW_WOW_REVEAL = "pow_wow.reveal"

    def __str__(self) -> str:
        return str(self.value)
