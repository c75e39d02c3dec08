from enum import StrEnum


class ClansViewGameType(StrEnum):
    CLANS = "clans"

    def __str__(self) -> str:
        return str(self.value)
