from enum import StrEnum


class IceFlowTileDrawnType(StrEnum):
    ICE_FLOW_TILE_DRAWN = "ice_flow.tile_drawn"

    def __str__(self) -> str:
        return str(self.value)
