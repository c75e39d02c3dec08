from enum import StrEnum


class IceFlowPlaceExplorerType(StrEnum):
    ICE_FLOW_PLACE_EXPLORER = "ice_flow.place_explorer"

    def __str__(self) -> str:
        return str(self.value)
