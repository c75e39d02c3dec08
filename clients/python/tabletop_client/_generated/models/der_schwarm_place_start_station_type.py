from enum import StrEnum


class DerSchwarmPlaceStartStationType(StrEnum):
    DER_SCHWARM_PLACE_START_STATION = "der_schwarm.place_start_station"

    def __str__(self) -> str:
        return str(self.value)
