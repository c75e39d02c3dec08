from enum import StrEnum


class MammothHuntersGlacierPlayerChosenType(StrEnum):
    MAMMOTH_HUNTERS_GLACIER_PLAYER_CHOSEN = "mammoth_hunters.glacier_player_chosen"

    def __str__(self) -> str:
        return str(self.value)
