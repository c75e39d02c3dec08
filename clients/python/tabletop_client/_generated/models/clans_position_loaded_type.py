from enum import StrEnum


class ClansPositionLoadedType(StrEnum):
    CLANS_POSITION_LOADED = "clans.position_loaded"

    def __str__(self) -> str:
        return str(self.value)
