from enum import StrEnum


class DerSchwarmPositionDocumentGameType(StrEnum):
    DER_SCHWARM = "der_schwarm"

    def __str__(self) -> str:
        return str(self.value)
