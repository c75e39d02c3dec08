from enum import StrEnum


class ClansMoveType(StrEnum):
    CLANS_MOVE = "clans.move"

    def __str__(self) -> str:
        return str(self.value)
