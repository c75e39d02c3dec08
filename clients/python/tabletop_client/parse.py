"""Answers and stream messages into the generated classes: each event into its own class by its
`type`, each view and position by its `game_type`. What this version does not know (a newer
server's event type) comes back as `UnknownEvent`, never as an error: minor API versions add
message types."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ._generated.models import GameSummary, LiveSummary
from ._generated.unions import (
    GAME_EVENT_CLASSES,
    GAME_POSITION_CLASSES,
    GAME_VIEW_CLASSES,
    GameEvent,
    GamePosition,
    GameView,
)


@dataclass(frozen=True)
class UnknownEvent:
    """An event whose `type` this client version has no class for (or could not read)."""

    type: str
    version: int | None
    data: dict[str, Any]


def parse_event(data: dict[str, Any]) -> GameEvent | UnknownEvent:
    kind = data.get("type")
    version = data.get("version")
    known = GAME_EVENT_CLASSES.get(kind) if isinstance(kind, str) else None
    if known is not None:
        try:
            return known.from_dict(data)
        except (KeyError, ValueError, TypeError):
            pass  # a field this version reads differently: handed over as it came
    return UnknownEvent(
        kind if isinstance(kind, str) else "",
        version if isinstance(version, int) else None,
        data,
    )


def parse_view(data: dict[str, Any]) -> GameView:
    return GAME_VIEW_CLASSES[data["game_type"]].from_dict(data)


def parse_position(data: dict[str, Any]) -> GamePosition:
    return GAME_POSITION_CLASSES[data["game_type"]].from_dict(data)


def parse_live_summary(data: str) -> LiveSummary:
    return LiveSummary.from_dict(json.loads(data))


LIVE_FIELDS = ("version", "status", "to_move", "deadline_at", "outcome")


def live_summary_of(game: GameSummary) -> LiveSummary:
    """The stream's `summary` for what `GET /v1/games/{id}` answered."""
    whole = game.to_dict()
    return LiveSummary.from_dict({name: whole.get(name) for name in LIVE_FIELDS})
