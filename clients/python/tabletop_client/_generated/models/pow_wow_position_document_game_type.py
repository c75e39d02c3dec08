from enum import StrEnum


class PowWowPositionDocumentGameType(StrEnum):
    POW_WOW = "pow_wow"

    def __str__(self) -> str:
        return str(self.value)
