from enum import StrEnum


class IceFlowDropType(StrEnum):
    ICE_FLOW_DROP = "ice_flow.drop"

    def __str__(self) -> str:
        return str(self.value)
