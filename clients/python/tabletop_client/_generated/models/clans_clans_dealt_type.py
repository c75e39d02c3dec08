from enum import StrEnum


class ClansClansDealtType(StrEnum):
    CLANS_CLANS_DEALT = "clans.clans_dealt"

    def __str__(self) -> str:
        return str(self.value)
