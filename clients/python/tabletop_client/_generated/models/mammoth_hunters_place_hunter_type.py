from enum import StrEnum


class MammothHuntersPlaceHunterType(StrEnum):
    MAMMOTH_HUNTERS_PLACE_HUNTER = "mammoth_hunters.place_hunter"

    def __str__(self) -> str:
        return str(self.value)
