from enum import StrEnum


class DerSchwarmEndActionType(StrEnum):
    DER_SCHWARM_END_ACTION = "der_schwarm.end_action"

    def __str__(self) -> str:
        return str(self.value)
