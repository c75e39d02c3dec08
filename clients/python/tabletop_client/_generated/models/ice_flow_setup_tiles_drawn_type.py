from enum import StrEnum


class IceFlowSetupTilesDrawnType(StrEnum):
    ICE_FLOW_SETUP_TILES_DRAWN = "ice_flow.setup_tiles_drawn"

    def __str__(self) -> str:
        return str(self.value)
