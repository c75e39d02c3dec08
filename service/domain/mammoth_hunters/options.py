"""The options of Mammoth Hunters (RULES §16.1) and its player counts (§1)."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.mammoth_hunters import data

MIN_PLAYERS = data.MIN_PLAYERS
MAX_PLAYERS = data.MAX_PLAYERS


class MammothHuntersOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Game options (RULES §16.1)."""

    short_game: Annotated[
        bool, msgspec.Meta(description="Play 3 rounds instead of 4 (RULES §13.2).")
    ] = False
    start_player: Annotated[
        int | None,
        msgspec.Meta(description="Seat that starts; null = drawn at random (RULES §16.1, D28)."),
    ] = None
