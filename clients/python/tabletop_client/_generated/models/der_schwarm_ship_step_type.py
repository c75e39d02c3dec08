from enum import StrEnum


class DerSchwarmShipStepType(StrEnum):
    DER_SCHWARM_SHIP_STEP = "der_schwarm.ship_step"

    def __str__(self) -> str:
        return str(self.value)
