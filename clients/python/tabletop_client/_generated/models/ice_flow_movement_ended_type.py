from enum import StrEnum


class IceFlowMovementEndedType(StrEnum):
    ICE_FLOW_MOVEMENT_ENDED = "ice_flow.movement_ended"

    def __str__(self) -> str:
        return str(self.value)
