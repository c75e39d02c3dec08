from enum import StrEnum


class DerSchwarmPositionLoadedType(StrEnum):
    DER_SCHWARM_POSITION_LOADED = "der_schwarm.position_loaded"

    def __str__(self) -> str:
        return str(self.value)
