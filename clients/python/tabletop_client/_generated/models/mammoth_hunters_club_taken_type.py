from enum import StrEnum


class MammothHuntersClubTakenType(StrEnum):
    MAMMOTH_HUNTERS_CLUB_TAKEN = "mammoth_hunters.club_taken"

    def __str__(self) -> str:
        return str(self.value)
