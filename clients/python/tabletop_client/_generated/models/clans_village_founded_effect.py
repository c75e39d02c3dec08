from enum import StrEnum


class ClansVillageFoundedEffect(StrEnum):
    FAVOURABLE = "favourable"
    NEUTRAL = "neutral"
    UNFAVOURABLE = "unfavourable"

    def __str__(self) -> str:
        return str(self.value)
