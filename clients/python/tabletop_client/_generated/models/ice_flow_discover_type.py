from enum import StrEnum


class IceFlowDiscoverType(StrEnum):
    ICE_FLOW_DISCOVER = "ice_flow.discover"

    def __str__(self) -> str:
        return str(self.value)
