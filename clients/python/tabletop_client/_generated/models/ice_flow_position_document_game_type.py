from enum import StrEnum


class IceFlowPositionDocumentGameType(StrEnum):
    ICE_FLOW = "ice_flow"

    def __str__(self) -> str:
        return str(self.value)
