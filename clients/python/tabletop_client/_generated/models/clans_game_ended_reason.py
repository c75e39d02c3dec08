from enum import StrEnum


class ClansGameEndedReason(StrEnum):
    NO_LEGAL_MOVE = "no_legal_move"
    TWELFTH_VILLAGE = "twelfth_village"

    def __str__(self) -> str:
        return str(self.value)
