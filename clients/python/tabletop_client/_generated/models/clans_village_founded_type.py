from enum import StrEnum


class ClansVillageFoundedType(StrEnum):
    CLANS_VILLAGE_FOUNDED = "clans.village_founded"

    def __str__(self) -> str:
        return str(self.value)
