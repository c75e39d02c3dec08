from enum import StrEnum


class DerSchwarmHazardReturnedType(StrEnum):
    DER_SCHWARM_HAZARD_RETURNED = "der_schwarm.hazard_returned"

    def __str__(self) -> str:
        return str(self.value)
