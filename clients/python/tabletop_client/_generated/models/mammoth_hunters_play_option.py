from enum import StrEnum


class MammothHuntersPlayOption(StrEnum):
    MOVE_ADJACENT = "move_adjacent"
    MOVE_NON_ADJACENT = "move_non_adjacent"
    PLACE_FROM_SUPPLY = "place_from_supply"

    def __str__(self) -> str:
        return str(self.value)
