from enum import StrEnum


class DerSchwarmAddResearcherType(StrEnum):
    DER_SCHWARM_ADD_RESEARCHER = "der_schwarm.add_researcher"

    def __str__(self) -> str:
        return str(self.value)
