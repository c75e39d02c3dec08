from enum import StrEnum


class DerSchwarmHazardPlacedType(StrEnum):
    DER_SCHWARM_HAZARD_PLACED = "der_schwarm.hazard_placed"

    def __str__(self) -> str:
        return str(self.value)
