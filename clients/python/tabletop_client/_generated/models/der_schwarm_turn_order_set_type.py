from enum import StrEnum


class DerSchwarmTurnOrderSetType(StrEnum):
    DER_SCHWARM_TURN_ORDER_SET = "der_schwarm.turn_order_set"

    def __str__(self) -> str:
        return str(self.value)
