from enum import StrEnum


class IceFlowArrivalViewType(StrEnum):
    ARRIVAL = "arrival"

    def __str__(self) -> str:
        return str(self.value)
