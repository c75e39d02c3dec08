from enum import StrEnum


class IceFlowFloeRotatedType(StrEnum):
    ICE_FLOW_FLOE_ROTATED = "ice_flow.floe_rotated"

    def __str__(self) -> str:
        return str(self.value)
