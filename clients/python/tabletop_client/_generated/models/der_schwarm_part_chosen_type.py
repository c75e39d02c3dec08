from enum import StrEnum


class DerSchwarmPartChosenType(StrEnum):
    DER_SCHWARM_PART_CHOSEN = "der_schwarm.part_chosen"

    def __str__(self) -> str:
        return str(self.value)
