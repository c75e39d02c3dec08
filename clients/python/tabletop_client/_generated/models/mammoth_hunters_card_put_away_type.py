from enum import StrEnum


class MammothHuntersCardPutAwayType(StrEnum):
    MAMMOTH_HUNTERS_CARD_PUT_AWAY = "mammoth_hunters.card_put_away"

    def __str__(self) -> str:
        return str(self.value)
