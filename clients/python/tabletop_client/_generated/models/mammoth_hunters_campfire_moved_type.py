from enum import StrEnum


class MammothHuntersCampfireMovedType(StrEnum):
    MAMMOTH_HUNTERS_CAMPFIRE_MOVED = "mammoth_hunters.campfire_moved"

    def __str__(self) -> str:
        return str(self.value)
