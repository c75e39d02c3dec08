from enum import StrEnum


class IceFlowEndTurnType(StrEnum):
    ICE_FLOW_END_TURN = "ice_flow.end_turn"

    def __str__(self) -> str:
        return str(self.value)
