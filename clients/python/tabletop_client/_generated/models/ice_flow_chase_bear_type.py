from enum import StrEnum


class IceFlowChaseBearType(StrEnum):
    ICE_FLOW_CHASE_BEAR = "ice_flow.chase_bear"

    def __str__(self) -> str:
        return str(self.value)
