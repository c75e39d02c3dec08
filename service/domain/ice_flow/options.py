"""The options of Ice Flow (RULES §17): only the start player; and the player counts."""

from __future__ import annotations

from typing import Annotated

import msgspec

MIN_PLAYERS = 2
MAX_PLAYERS = 4


class IceFlowOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Game options (RULES §17): only the start player."""

    start_player: Annotated[
        int | None,
        msgspec.Meta(description="Seat that takes the first turn; null = drawn at random (D8)."),
    ] = None
