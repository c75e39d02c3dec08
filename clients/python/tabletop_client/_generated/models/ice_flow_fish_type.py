from enum import StrEnum


class IceFlowFishType(StrEnum):
    ICE_FLOW_FISH = "ice_flow.fish"

    def __str__(self) -> str:
        return str(self.value)
