from enum import StrEnum


class MammothHuntersPartEndedType(StrEnum):
    MAMMOTH_HUNTERS_PART_ENDED = "mammoth_hunters.part_ended"

    def __str__(self) -> str:
        return str(self.value)
