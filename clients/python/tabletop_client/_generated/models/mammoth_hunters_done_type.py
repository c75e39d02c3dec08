from enum import StrEnum


class MammothHuntersDoneType(StrEnum):
    MAMMOTH_HUNTERS_DONE = "mammoth_hunters.done"

    def __str__(self) -> str:
        return str(self.value)
