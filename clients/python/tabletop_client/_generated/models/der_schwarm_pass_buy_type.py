from enum import StrEnum


class DerSchwarmPassBuyType(StrEnum):
    DER_SCHWARM_PASS_BUY = "der_schwarm.pass_buy"

    def __str__(self) -> str:
        return str(self.value)
