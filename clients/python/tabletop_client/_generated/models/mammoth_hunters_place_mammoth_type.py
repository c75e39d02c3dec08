from enum import StrEnum


class MammothHuntersPlaceMammothType(StrEnum):
    MAMMOTH_HUNTERS_PLACE_MAMMOTH = "mammoth_hunters.place_mammoth"

    def __str__(self) -> str:
        return str(self.value)
