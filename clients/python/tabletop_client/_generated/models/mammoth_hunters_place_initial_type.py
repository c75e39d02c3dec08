from enum import StrEnum


class MammothHuntersPlaceInitialType(StrEnum):
    MAMMOTH_HUNTERS_PLACE_INITIAL = "mammoth_hunters.place_initial"

    def __str__(self) -> str:
        return str(self.value)
