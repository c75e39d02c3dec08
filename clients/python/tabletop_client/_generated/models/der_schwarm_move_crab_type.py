from enum import StrEnum


class DerSchwarmMoveCrabType(StrEnum):
    DER_SCHWARM_MOVE_CRAB = "der_schwarm.move_crab"

    def __str__(self) -> str:
        return str(self.value)
