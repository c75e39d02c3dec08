from enum import StrEnum


class ClansChooseVillageType(StrEnum):
    CLANS_CHOOSE_VILLAGE = "clans.choose_village"

    def __str__(self) -> str:
        return str(self.value)
