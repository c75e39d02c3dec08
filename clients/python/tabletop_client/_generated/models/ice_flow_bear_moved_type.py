from enum import StrEnum


class IceFlowBearMovedType(StrEnum):
    ICE_FLOW_BEAR_MOVED = "ice_flow.bear_moved"

    def __str__(self) -> str:
        return str(self.value)
