from enum import StrEnum


class IceFlowCardRevealedType(StrEnum):
    ICE_FLOW_CARD_REVEALED = "ice_flow.card_revealed"

    def __str__(self) -> str:
        return str(self.value)
