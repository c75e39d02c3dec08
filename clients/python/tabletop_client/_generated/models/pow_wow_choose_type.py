from enum import StrEnum


class PowWowChooseType(StrEnum):
    POW_WOW_CHOOSE = "pow_wow.choose"

    def __str__(self) -> str:
        return str(self.value)
