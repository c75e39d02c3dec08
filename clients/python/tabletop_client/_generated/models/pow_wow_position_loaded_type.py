from enum import StrEnum


class PowWowPositionLoadedType(StrEnum):
    POW_WOW_POSITION_LOADED = "pow_wow.position_loaded"

    def __str__(self) -> str:
        return str(self.value)
