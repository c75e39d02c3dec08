"""The options of Der Schwarm (RULES §14, §6 step 6, D31) and its player counts (§1)."""

from __future__ import annotations

from typing import Annotated

import msgspec

MIN_PLAYERS = 2
MAX_PLAYERS = 4


class DerSchwarmOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Variants and setup inputs (RULES §14, §6 step 6, D31)."""

    free_start: Annotated[
        bool, msgspec.Meta(description="Free start placement variant (RULES §14.1).")
    ] = False
    dangerous_tsunami: Annotated[
        bool, msgspec.Meta(description="Dangerous tsunami variant: splash damage (RULES §14.2).")
    ] = False
    hidden_hands: Annotated[
        bool, msgspec.Meta(description="Hidden hands variant (RULES §14.3, D47).")
    ] = False
    initial_order: Annotated[
        tuple[int, ...] | None,
        msgspec.Meta(
            description="Initial turn order, seats from track space 1; drawn when absent (D31)."
        ),
    ] = None
