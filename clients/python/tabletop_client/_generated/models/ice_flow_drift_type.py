from enum import StrEnum


class IceFlowDriftType(StrEnum):
    ICE_FLOW_DRIFT = "ice_flow.drift"

    def __str__(self) -> str:
        return str(self.value)
