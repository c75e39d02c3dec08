from enum import StrEnum


class IceFlowPositionLoadedType(StrEnum):
    ICE_FLOW_POSITION_LOADED = "ice_flow.position_loaded"

    def __str__(self) -> str:
        return str(self.value)
