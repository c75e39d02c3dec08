from enum import StrEnum


class MammothHuntersDeckReshuffledType(StrEnum):
    MAMMOTH_HUNTERS_DECK_RESHUFFLED = "mammoth_hunters.deck_reshuffled"

    def __str__(self) -> str:
        return str(self.value)
