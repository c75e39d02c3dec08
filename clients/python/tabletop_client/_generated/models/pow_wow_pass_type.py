from enum import StrEnum


class PowWowPassType(StrEnum):
    POW_WOW_PASS = "pow_wow.pass"

    def __str__(self) -> str:
        return str(self.value)
