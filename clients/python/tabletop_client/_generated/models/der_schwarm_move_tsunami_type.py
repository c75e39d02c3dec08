from enum import StrEnum


class DerSchwarmMoveTsunamiType(StrEnum):
    DER_SCHWARM_MOVE_TSUNAMI = "der_schwarm.move_tsunami"

    def __str__(self) -> str:
        return str(self.value)
