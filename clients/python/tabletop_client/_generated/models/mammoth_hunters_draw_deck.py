from enum import StrEnum


class MammothHuntersDrawDeck(StrEnum):
    DARK = "dark"
    LIGHT = "light"

    def __str__(self) -> str:
        return str(self.value)
