from enum import StrEnum


class DerSchwarmBuyOrderType(StrEnum):
    DER_SCHWARM_BUY_ORDER = "der_schwarm.buy_order"

    def __str__(self) -> str:
        return str(self.value)
