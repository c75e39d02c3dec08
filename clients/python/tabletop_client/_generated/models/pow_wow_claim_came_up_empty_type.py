from enum import StrEnum


class PowWowClaimCameUpEmptyType(StrEnum):
    POW_WOW_CLAIM_CAME_UP_EMPTY = "pow_wow.claim_came_up_empty"

    def __str__(self) -> str:
        return str(self.value)
