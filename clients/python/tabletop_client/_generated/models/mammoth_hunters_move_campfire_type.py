from enum import StrEnum


class MammothHuntersMoveCampfireType(StrEnum):
    MAMMOTH_HUNTERS_MOVE_CAMPFIRE = "mammoth_hunters.move_campfire"

    def __str__(self) -> str:
        return str(self.value)
