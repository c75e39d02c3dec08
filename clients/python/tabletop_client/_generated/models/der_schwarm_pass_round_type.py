from enum import StrEnum


class DerSchwarmPassRoundType(StrEnum):
    DER_SCHWARM_PASS_ROUND = "der_schwarm.pass_round"

    def __str__(self) -> str:
        return str(self.value)
