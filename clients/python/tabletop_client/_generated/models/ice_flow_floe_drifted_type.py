from enum import StrEnum


class IceFlowFloeDriftedType(StrEnum):
    ICE_FLOW_FLOE_DRIFTED = "ice_flow.floe_drifted"

    def __str__(self) -> str:
        return str(self.value)
