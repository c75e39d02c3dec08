from enum import StrEnum


class CreateMammothHuntersGameGameType(StrEnum):
    MAMMOTH_HUNTERS = "mammoth_hunters"

    def __str__(self) -> str:
        return str(self.value)
