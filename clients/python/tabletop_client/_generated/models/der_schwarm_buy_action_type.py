from enum import StrEnum


class DerSchwarmBuyActionType(StrEnum):
    DER_SCHWARM_BUY_ACTION = "der_schwarm.buy_action"

    def __str__(self) -> str:
        return str(self.value)
