from enum import StrEnum


class IceFlowEscapeType(StrEnum):
    ICE_FLOW_ESCAPE = "ice_flow.escape"

    def __str__(self) -> str:
        return str(self.value)
