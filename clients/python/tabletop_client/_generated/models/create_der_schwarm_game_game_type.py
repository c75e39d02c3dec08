from enum import StrEnum


class CreateDerSchwarmGameGameType(StrEnum):
    DER_SCHWARM = "der_schwarm"

    def __str__(self) -> str:
        return str(self.value)
