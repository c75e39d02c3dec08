from enum import StrEnum


class IceFlowPlaceDiscoveredViewType(StrEnum):
    PLACE_DISCOVERED = "place_discovered"

    def __str__(self) -> str:
        return str(self.value)
