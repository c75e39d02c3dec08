from enum import StrEnum


class CreateClansGameGameType(StrEnum):
    CLANS = "clans"

    def __str__(self) -> str:
        return str(self.value)
