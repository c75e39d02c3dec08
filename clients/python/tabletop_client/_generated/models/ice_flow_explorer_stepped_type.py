from enum import StrEnum


class IceFlowExplorerSteppedType(StrEnum):
    ICE_FLOW_EXPLORER_STEPPED = "ice_flow.explorer_stepped"

    def __str__(self) -> str:
        return str(self.value)
