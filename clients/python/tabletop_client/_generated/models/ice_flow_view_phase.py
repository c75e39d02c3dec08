from enum import StrEnum


class IceFlowViewPhase(StrEnum):
    OVER = "over"
    SETUP_EXPLORERS = "setup_explorers"
    SETUP_FLOES = "setup_floes"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
