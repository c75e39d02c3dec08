from enum import StrEnum


class IceFlowExplorersPickedUpType(StrEnum):
    ICE_FLOW_EXPLORERS_PICKED_UP = "ice_flow.explorers_picked_up"

    def __str__(self) -> str:
        return str(self.value)
