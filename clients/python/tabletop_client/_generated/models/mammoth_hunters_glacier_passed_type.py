from enum import StrEnum


class MammothHuntersGlacierPassedType(StrEnum):
    MAMMOTH_HUNTERS_GLACIER_PASSED = "mammoth_hunters.glacier_passed"

    def __str__(self) -> str:
        return str(self.value)
