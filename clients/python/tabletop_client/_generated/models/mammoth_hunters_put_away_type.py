from enum import StrEnum


class MammothHuntersPutAwayType(StrEnum):
    MAMMOTH_HUNTERS_PUT_AWAY = "mammoth_hunters.put_away"

    def __str__(self) -> str:
        return str(self.value)
