from enum import StrEnum


class IceFlowGameEndedType(StrEnum):
    ICE_FLOW_GAME_ENDED = "ice_flow.game_ended"

    def __str__(self) -> str:
        return str(self.value)
