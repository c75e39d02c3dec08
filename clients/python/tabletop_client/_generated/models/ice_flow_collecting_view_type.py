from enum import StrEnum


class IceFlowCollectingViewType(StrEnum):
    COLLECTING = "collecting"

    def __str__(self) -> str:
        return str(self.value)
