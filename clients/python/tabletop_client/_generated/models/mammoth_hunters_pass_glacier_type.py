from enum import StrEnum


class MammothHuntersPassGlacierType(StrEnum):
    MAMMOTH_HUNTERS_PASS_GLACIER = "mammoth_hunters.pass_glacier"

    def __str__(self) -> str:
        return str(self.value)
