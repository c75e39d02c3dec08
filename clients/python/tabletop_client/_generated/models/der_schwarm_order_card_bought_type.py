from enum import StrEnum


class DerSchwarmOrderCardBoughtType(StrEnum):
    DER_SCHWARM_ORDER_CARD_BOUGHT = "der_schwarm.order_card_bought"

    def __str__(self) -> str:
        return str(self.value)
