from enum import StrEnum


class IceFlowAirRescueType(StrEnum):
    ICE_FLOW_AIR_RESCUE = "ice_flow.air_rescue"

    def __str__(self) -> str:
        return str(self.value)
