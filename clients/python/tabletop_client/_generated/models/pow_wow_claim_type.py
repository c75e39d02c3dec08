from enum import StrEnum


class PowWowClaimType(StrEnum):
    POW_WOW_CLAIM = "pow_wow.claim"

    def __str__(self) -> str:
        return str(self.value)
