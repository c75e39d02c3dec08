from enum import StrEnum


class DerSchwarmDamagedType(StrEnum):
    DER_SCHWARM_DAMAGED = "der_schwarm.damaged"

    def __str__(self) -> str:
        return str(self.value)
