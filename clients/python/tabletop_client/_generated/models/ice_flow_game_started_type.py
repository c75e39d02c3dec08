from enum import StrEnum


class IceFlowGameStartedType(StrEnum):
    ICE_FLOW_GAME_STARTED = "ice_flow.game_started"

    def __str__(self) -> str:
        return str(self.value)
