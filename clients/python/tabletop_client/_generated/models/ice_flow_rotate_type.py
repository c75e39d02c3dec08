from enum import StrEnum


class IceFlowRotateType(StrEnum):
    ICE_FLOW_ROTATE = "ice_flow.rotate"

    def __str__(self) -> str:
        return str(self.value)
