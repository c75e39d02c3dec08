from enum import StrEnum


class PowWowClaimPenalizedType(StrEnum):
    POW_WOW_CLAIM_PENALIZED = "pow_wow.claim_penalized"

    def __str__(self) -> str:
        return str(self.value)
