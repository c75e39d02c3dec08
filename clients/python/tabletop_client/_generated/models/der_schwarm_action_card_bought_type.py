from enum import StrEnum


class DerSchwarmActionCardBoughtType(StrEnum):
    DER_SCHWARM_ACTION_CARD_BOUGHT = "der_schwarm.action_card_bought"

    def __str__(self) -> str:
        return str(self.value)
