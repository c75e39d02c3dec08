from enum import StrEnum


class PowWowPassedType(StrEnum):
    POW_WOW_PASSED = "pow_wow.passed"

    def __str__(self) -> str:
        return str(self.value)
