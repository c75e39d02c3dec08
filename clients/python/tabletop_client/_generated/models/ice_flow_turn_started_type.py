from enum import StrEnum


class IceFlowTurnStartedType(StrEnum):
    ICE_FLOW_TURN_STARTED = "ice_flow.turn_started"

    def __str__(self) -> str:
        return str(self.value)
