from enum import StrEnum


class PowWowTributePaidType(StrEnum):
    POW_WOW_TRIBUTE_PAID = "pow_wow.tribute_paid"

    def __str__(self) -> str:
        return str(self.value)
