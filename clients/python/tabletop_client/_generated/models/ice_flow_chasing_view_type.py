from enum import StrEnum


class IceFlowChasingViewType(StrEnum):
    CHASING = "chasing"

    def __str__(self) -> str:
        return str(self.value)
