from enum import StrEnum


class PowWowClaimMadeType(StrEnum):
    POW_WOW_CLAIM_MADE = "pow_wow.claim_made"

    def __str__(self) -> str:
        return str(self.value)
