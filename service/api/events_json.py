"""How an event of a game's log looks to clients: its own fields with `type` first, plus
`version` and `recorded_at` (no game event uses those two names; a test checks that)."""

from __future__ import annotations

from typing import Any

import msgspec

from service.records import LoggedEvent, rfc3339


def event_json(logged: LoggedEvent) -> dict[str, Any]:
    body: dict[str, Any] = msgspec.to_builtins(logged.event)
    return {
        "type": body.pop("type"),
        "version": logged.version,
        "recorded_at": rfc3339(logged.recorded_at),
        **body,
    }
