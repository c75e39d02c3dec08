from enum import StrEnum


class IceFlowDeckShuffledType(StrEnum):
    ICE_FLOW_DECK_SHUFFLED = "ice_flow.deck_shuffled"

    def __str__(self) -> str:
        return str(self.value)
