from enum import StrEnum


class PowWowBootyTakenType(StrEnum):
    POW_WOW_BOOTY_TAKEN = "pow_wow.booty_taken"

    def __str__(self) -> str:
        return str(self.value)
