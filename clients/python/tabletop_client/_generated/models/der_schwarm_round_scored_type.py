from enum import StrEnum


class DerSchwarmRoundScoredType(StrEnum):
    DER_SCHWARM_ROUND_SCORED = "der_schwarm.round_scored"

    def __str__(self) -> str:
        return str(self.value)
