from enum import StrEnum


class MammothHuntersPositionLoadedType(StrEnum):
    MAMMOTH_HUNTERS_POSITION_LOADED = "mammoth_hunters.position_loaded"

    def __str__(self) -> str:
        return str(self.value)
