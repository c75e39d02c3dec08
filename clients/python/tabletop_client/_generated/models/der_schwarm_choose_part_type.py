from enum import StrEnum


class DerSchwarmChoosePartType(StrEnum):
    DER_SCHWARM_CHOOSE_PART = "der_schwarm.choose_part"

    def __str__(self) -> str:
        return str(self.value)
