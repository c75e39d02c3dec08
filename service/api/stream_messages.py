"""A game stream's messages, made once for every stream of one audience: a seat (its own
secrets), a spectator, or everyone who sees the whole log (the operator, and anyone once the
game is over). The live fan-out (fanout.py) and history catch-up (history.py) share them."""

from __future__ import annotations

import msgspec
from litestar.response import ServerSentEventMessage

from service.api.auth import Caller
from service.api.events_json import event_json
from service.application.redaction import sees_everything
from service.records import LiveSummary, LoadedGame, LoggedEvent

FULL = "full"
"""The audience that sees every event as is (the operator; anyone once the game is over)."""
SPECTATOR = "spectator"
SUMMARY = "summary"
"""The `event:` of a summary message (no game event's type is without a namespace)."""

Audience = int | str
"""A seat's number, SPECTATOR or FULL."""


class ReadyMessage(ServerSentEventMessage):
    """A message encoded once, however many streams write it."""

    _encoded: bytes | None = None

    def encode(self) -> bytes:
        if self._encoded is None:
            self._encoded = super().encode()
        return self._encoded


def event_message(logged: LoggedEvent) -> ReadyMessage:
    return ReadyMessage(
        data=msgspec.json.encode(event_json(logged)).decode(),
        event=str(msgspec.to_builtins(logged.event)["type"]),
        id=str(logged.version),
    )


def summary_message(summary: LiveSummary) -> ReadyMessage:
    return ReadyMessage(
        data=msgspec.json.encode(summary).decode(), event=SUMMARY, id=str(summary.version)
    )


def audience(game: LoadedGame, who: Caller) -> Audience:
    """Whose copy of the game's events `who` gets, with the game as loaded."""
    if sees_everything(game, who.admin):
        return FULL
    return SPECTATOR if who.seat is None else who.seat


def summed_up(game: LoadedGame, loaded: int, after: int, opening: bool) -> bool:
    """Whether a summary follows the events sent up to `loaded`. Appends are whole commands
    and the game is loaded at a command's end, so it follows the last event of a command (or
    states where the stream opens). A game that moved on while they were sent gets its
    summary after its newer events."""
    return game.started and (loaded > after or opening) and game.version == loaded
