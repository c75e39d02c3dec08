from enum import StrEnum


class DerSchwarmHireType(StrEnum):
    DER_SCHWARM_HIRE = "der_schwarm.hire"

    def __str__(self) -> str:
        return str(self.value)
