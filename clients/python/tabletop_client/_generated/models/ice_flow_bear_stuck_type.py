from enum import StrEnum


class IceFlowBearStuckType(StrEnum):
    ICE_FLOW_BEAR_STUCK = "ice_flow.bear_stuck"

    def __str__(self) -> str:
        return str(self.value)
