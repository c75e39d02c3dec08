from enum import StrEnum


class MammothHuntersPlaceGlacierType(StrEnum):
    MAMMOTH_HUNTERS_PLACE_GLACIER = "mammoth_hunters.place_glacier"

    def __str__(self) -> str:
        return str(self.value)
