from enum import StrEnum


class DerSchwarmHazardMovedType(StrEnum):
    DER_SCHWARM_HAZARD_MOVED = "der_schwarm.hazard_moved"

    def __str__(self) -> str:
        return str(self.value)
