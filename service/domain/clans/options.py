"""The options of Clans: none (RULES §14.1), and the player counts (D20)."""

from __future__ import annotations

import msgspec

MIN_PLAYERS = 2
MAX_PLAYERS = 4


class ClansOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Clans has no options (RULES §14.1)."""
