from enum import StrEnum


class MammothHuntersPlayPileType0(StrEnum):
    DARK = "dark"
    LIGHT = "light"

    def __str__(self) -> str:
        return str(self.value)
