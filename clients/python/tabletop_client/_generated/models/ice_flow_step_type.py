from enum import StrEnum


class IceFlowStepType(StrEnum):
    ICE_FLOW_STEP = "ice_flow.step"

    def __str__(self) -> str:
        return str(self.value)
