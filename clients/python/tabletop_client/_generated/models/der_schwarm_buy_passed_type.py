from enum import StrEnum


class DerSchwarmBuyPassedType(StrEnum):
    DER_SCHWARM_BUY_PASSED = "der_schwarm.buy_passed"

    def __str__(self) -> str:
        return str(self.value)
