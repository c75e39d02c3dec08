from enum import StrEnum


class MammothHuntersHuntersSwappedType(StrEnum):
    MAMMOTH_HUNTERS_HUNTERS_SWAPPED = "mammoth_hunters.hunters_swapped"

    def __str__(self) -> str:
        return str(self.value)
