from enum import StrEnum


class IceFlowPlaceFloeType(StrEnum):
    ICE_FLOW_PLACE_FLOE = "ice_flow.place_floe"

    def __str__(self) -> str:
        return str(self.value)
