"""What of a game's log a caller may see: each seat its own copy of every event (the rules'
`redact`), or the whole log once the game is over or for the operator."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from service.domain.kernel import Seat
from service.records import LoadedGame, LoggedEvent


def visible(
    game: LoadedGame, logged: Sequence[LoggedEvent], seat: Seat | None, full: bool
) -> list[LoggedEvent]:
    """`logged` as `seat` (None: a spectator) may see it; `full` shows every event as is."""
    if full:
        return list(logged)
    out = []
    for entry in logged:
        copy = game.rules.redact(entry.event, seat)
        if copy is not None:
            out.append(msgspec.structs.replace(entry, event=copy))
    return out


def sees_everything(game: LoadedGame, admin: bool) -> bool:
    """The operator always, anyone once the game is over (then the log is public for replay)."""
    return admin or game.status() == "finished"
