from enum import StrEnum


class DerSchwarmActionEndedType(StrEnum):
    DER_SCHWARM_ACTION_ENDED = "der_schwarm.action_ended"

    def __str__(self) -> str:
        return str(self.value)
