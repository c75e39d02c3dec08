from enum import StrEnum


class DerSchwarmRoundPassedType(StrEnum):
    DER_SCHWARM_ROUND_PASSED = "der_schwarm.round_passed"

    def __str__(self) -> str:
        return str(self.value)
