from enum import StrEnum


class ClansTurnPassedType(StrEnum):
    CLANS_TURN_PASSED = "clans.turn_passed"

    def __str__(self) -> str:
        return str(self.value)
