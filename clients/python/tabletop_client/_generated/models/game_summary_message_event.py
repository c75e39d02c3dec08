from enum import StrEnum


class GameSummaryMessageEvent(StrEnum):
    SUMMARY = "summary"

    def __str__(self) -> str:
        return str(self.value)
