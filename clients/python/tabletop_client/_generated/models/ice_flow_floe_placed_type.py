from enum import StrEnum


class IceFlowFloePlacedType(StrEnum):
    ICE_FLOW_FLOE_PLACED = "ice_flow.floe_placed"

    def __str__(self) -> str:
        return str(self.value)
