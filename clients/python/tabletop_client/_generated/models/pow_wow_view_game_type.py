from enum import StrEnum


class PowWowViewGameType(StrEnum):
    POW_WOW = "pow_wow"

    def __str__(self) -> str:
        return str(self.value)
