from enum import StrEnum


class DerSchwarmMoveWhaleType(StrEnum):
    DER_SCHWARM_MOVE_WHALE = "der_schwarm.move_whale"

    def __str__(self) -> str:
        return str(self.value)
