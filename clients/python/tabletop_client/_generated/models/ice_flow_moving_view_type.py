from enum import StrEnum


class IceFlowMovingViewType(StrEnum):
    MOVING = "moving"

    def __str__(self) -> str:
        return str(self.value)
