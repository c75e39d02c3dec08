from enum import StrEnum


class IceFlowExplorerRescuedType(StrEnum):
    ICE_FLOW_EXPLORER_RESCUED = "ice_flow.explorer_rescued"

    def __str__(self) -> str:
        return str(self.value)
