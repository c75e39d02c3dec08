from enum import StrEnum


class DerSchwarmResearcherAddedType(StrEnum):
    DER_SCHWARM_RESEARCHER_ADDED = "der_schwarm.researcher_added"

    def __str__(self) -> str:
        return str(self.value)
