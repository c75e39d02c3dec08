from enum import StrEnum


class IceFlowViewGameType(StrEnum):
    ICE_FLOW = "ice_flow"

    def __str__(self) -> str:
        return str(self.value)
