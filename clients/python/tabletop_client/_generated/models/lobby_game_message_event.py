from enum import StrEnum


class LobbyGameMessageEvent(StrEnum):
    GAME = "game"

    def __str__(self) -> str:
        return str(self.value)
