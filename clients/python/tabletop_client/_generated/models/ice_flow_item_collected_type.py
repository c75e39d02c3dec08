from enum import StrEnum


class IceFlowItemCollectedType(StrEnum):
    ICE_FLOW_ITEM_COLLECTED = "ice_flow.item_collected"

    def __str__(self) -> str:
        return str(self.value)
