from enum import StrEnum


class IceFlowExplorerPlacedType(StrEnum):
    ICE_FLOW_EXPLORER_PLACED = "ice_flow.explorer_placed"

    def __str__(self) -> str:
        return str(self.value)
