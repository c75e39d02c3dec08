from enum import StrEnum


class DerSchwarmStationBuiltType(StrEnum):
    DER_SCHWARM_STATION_BUILT = "der_schwarm.station_built"

    def __str__(self) -> str:
        return str(self.value)
