from enum import StrEnum


class IceFlowTurnEndedType(StrEnum):
    ICE_FLOW_TURN_ENDED = "ice_flow.turn_ended"

    def __str__(self) -> str:
        return str(self.value)
