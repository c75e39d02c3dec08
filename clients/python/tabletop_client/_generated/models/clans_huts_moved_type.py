from enum import StrEnum


class ClansHutsMovedType(StrEnum):
    CLANS_HUTS_MOVED = "clans.huts_moved"

    def __str__(self) -> str:
        return str(self.value)
