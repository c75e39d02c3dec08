from enum import StrEnum


class TabletopGameAbandonedType(StrEnum):
    TABLETOP_GAME_ABANDONED = "tabletop.game_abandoned"

    def __str__(self) -> str:
        return str(self.value)
