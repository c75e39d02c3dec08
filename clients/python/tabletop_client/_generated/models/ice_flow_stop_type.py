from enum import StrEnum


class IceFlowStopType(StrEnum):
    ICE_FLOW_STOP = "ice_flow.stop"

    def __str__(self) -> str:
        return str(self.value)
