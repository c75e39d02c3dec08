from enum import StrEnum


class ClansPositionDocumentGameType(StrEnum):
    CLANS = "clans"

    def __str__(self) -> str:
        return str(self.value)
