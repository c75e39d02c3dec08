from enum import StrEnum


class DerSchwarmStartStationPlacedType(StrEnum):
    DER_SCHWARM_START_STATION_PLACED = "der_schwarm.start_station_placed"

    def __str__(self) -> str:
        return str(self.value)
