from enum import StrEnum


class ClansVillagesFormedType(StrEnum):
    CLANS_VILLAGES_FORMED = "clans.villages_formed"

    def __str__(self) -> str:
        return str(self.value)
