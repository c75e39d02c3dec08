from enum import StrEnum


class MammothHuntersTakeClubType(StrEnum):
    MAMMOTH_HUNTERS_TAKE_CLUB = "mammoth_hunters.take_club"

    def __str__(self) -> str:
        return str(self.value)
