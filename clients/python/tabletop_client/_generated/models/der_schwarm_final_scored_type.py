from enum import StrEnum


class DerSchwarmFinalScoredType(StrEnum):
    DER_SCHWARM_FINAL_SCORED = "der_schwarm.final_scored"

    def __str__(self) -> str:
        return str(self.value)
