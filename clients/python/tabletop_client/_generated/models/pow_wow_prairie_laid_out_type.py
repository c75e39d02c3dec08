from enum import StrEnum


class PowWowPrairieLaidOutType(StrEnum):
    POW_WOW_PRAIRIE_LAID_OUT = "pow_wow.prairie_laid_out"

    def __str__(self) -> str:
        return str(self.value)
