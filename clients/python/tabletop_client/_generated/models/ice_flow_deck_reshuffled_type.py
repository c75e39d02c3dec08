from enum import StrEnum


class IceFlowDeckReshuffledType(StrEnum):
    ICE_FLOW_DECK_RESHUFFLED = "ice_flow.deck_reshuffled"

    def __str__(self) -> str:
        return str(self.value)
