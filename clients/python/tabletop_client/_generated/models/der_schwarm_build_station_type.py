from enum import StrEnum


class DerSchwarmBuildStationType(StrEnum):
    DER_SCHWARM_BUILD_STATION = "der_schwarm.build_station"

    def __str__(self) -> str:
        return str(self.value)
