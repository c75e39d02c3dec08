from enum import StrEnum


class PlayerNoticeType(StrEnum):
    DEADLINE_SOON = "deadline_soon"
    GAME_FINISHED = "game_finished"
    GAME_STARTED = "game_started"
    MATCH_FOUND = "match_found"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
