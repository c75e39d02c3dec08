from enum import StrEnum


class IceFlowItemDroppedType(StrEnum):
    ICE_FLOW_ITEM_DROPPED = "ice_flow.item_dropped"

    def __str__(self) -> str:
        return str(self.value)
