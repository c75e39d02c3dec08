from enum import StrEnum


class MammothHuntersDecksShuffledType(StrEnum):
    MAMMOTH_HUNTERS_DECKS_SHUFFLED = "mammoth_hunters.decks_shuffled"

    def __str__(self) -> str:
        return str(self.value)
