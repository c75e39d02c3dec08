from enum import StrEnum


class IceFlowWentFishingType(StrEnum):
    ICE_FLOW_WENT_FISHING = "ice_flow.went_fishing"

    def __str__(self) -> str:
        return str(self.value)
