from enum import StrEnum


class DerSchwarmRowLaidOutType(StrEnum):
    DER_SCHWARM_ROW_LAID_OUT = "der_schwarm.row_laid_out"

    def __str__(self) -> str:
        return str(self.value)
