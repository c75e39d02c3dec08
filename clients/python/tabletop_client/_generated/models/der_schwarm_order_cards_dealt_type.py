from enum import StrEnum


class DerSchwarmOrderCardsDealtType(StrEnum):
    DER_SCHWARM_ORDER_CARDS_DEALT = "der_schwarm.order_cards_dealt"

    def __str__(self) -> str:
        return str(self.value)
