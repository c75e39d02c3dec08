from enum import StrEnum


class MammothHuntersPositionDocumentGameType(StrEnum):
    MAMMOTH_HUNTERS = "mammoth_hunters"

    def __str__(self) -> str:
        return str(self.value)
