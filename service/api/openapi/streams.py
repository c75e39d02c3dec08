"""The event streams in the document: how a game's and the lobby's Server-Sent Events are
framed, and the schema of each message (`GameStreamMessage`, `LobbyStreamMessage`)."""

from __future__ import annotations

from typing import Any

from service.api.openapi.schemas import ref

STREAM_FRAMING = (
    "Server-Sent Events (UTF-8 text). Each message is a block of `field: value` lines ended by "
    "an empty line: `id:` (a version; EventSource sends the last one back as `Last-Event-ID` "
    "when it reconnects), `event:` (the message type) and one `data:` line of JSON. The first "
    "block sets `retry:` (milliseconds before EventSource reconnects). Lines starting with `:` "
    "are comments (a keepalive every 15 s). Message types (`GameStreamMessage`): each event of "
    "the log under its own `type` tag, as the caller may see it; `summary` (version, status, "
    "to_move, deadline_at, outcome) after each command's events and when the stream opens on a "
    "started game, never before the events it sums up. Further message types may be added, so "
    "ignore `event:` names you do not know. A finished game's stream closes after its last "
    "event and summary; a reconnect with nothing left gets 204."
)

LOBBY_STREAM_FRAMING = (
    "Server-Sent Events, framed as a game's stream (`retry:` first, `:` keepalive comments). "
    "Message types (`LobbyStreamMessage`): `game`, one game's lobby summary (as in GET "
    "/v1/games): first the current games, then each game again whenever its summary changes. "
    "`id:` is the lobby projection's position (informational: a reconnect starts again with "
    "the current games). Ignore `event:` names you do not know."
)

_JSON_DATA = {"type": "string", "contentMediaType": "application/json"}

STREAM_MESSAGES: dict[str, Any] = {
    "GameStreamMessage": {
        "title": "GameStreamMessage",
        "description": "One message of a game's event stream (fields of the SSE block).",
        "oneOf": [ref("GameEventMessage"), ref("GameSummaryMessage"), ref("StreamRetryMessage")],
    },
    "GameEventMessage": {
        "title": "GameEventMessage",
        "type": "object",
        "description": "An event of the log, as the caller may see it.",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^[0-9]+$",
                "description": "The event's version.",
            },
            "event": {
                "type": "string",
                "pattern": "^[a-z0-9_]+\\.[a-z0-9_]+$",
                "description": "The event's `type` tag (always namespaced: `clans.huts_moved`).",
            },
            "data": {
                **_JSON_DATA,
                "contentSchema": ref("GameEvent"),
                "description": "The event (a `GameEvent`) as JSON.",
            },
        },
        "required": ["id", "event", "data"],
    },
    "GameSummaryMessage": {
        "title": "GameSummaryMessage",
        "type": "object",
        "description": (
            "Where the game stands after a command's events (and when the stream opens on a "
            "started game): whose turn it is, the running timer, the outcome once over."
        ),
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^[0-9]+$",
                "description": "The game's version (that of the last event before it).",
            },
            "event": {"type": "string", "enum": ["summary"]},
            "data": {
                **_JSON_DATA,
                "contentSchema": ref("LiveSummary"),
                "description": "A `LiveSummary` as JSON.",
            },
        },
        "required": ["id", "event", "data"],
    },
    "LobbyStreamMessage": {
        "title": "LobbyStreamMessage",
        "description": "One message of the lobby stream (fields of the SSE block).",
        "oneOf": [ref("LobbyGameMessage"), ref("StreamRetryMessage")],
    },
    "LobbyGameMessage": {
        "title": "LobbyGameMessage",
        "type": "object",
        "description": "A game's lobby summary, as it is now.",
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^[0-9]+$",
                "description": "The lobby projection's position when it was read.",
            },
            "event": {"type": "string", "enum": ["game"]},
            "data": {
                **_JSON_DATA,
                "contentSchema": ref("GameSummary"),
                "description": "A `GameSummary` as JSON.",
            },
        },
        "required": ["id", "event", "data"],
    },
    "StreamRetryMessage": {
        "title": "StreamRetryMessage",
        "type": "object",
        "description": (
            "The first block of a stream (with a comment): how many milliseconds EventSource "
            "waits before it reconnects. It dispatches no message."
        ),
        "properties": {"retry": {"type": "string", "pattern": "^[0-9]+$"}},
        "required": ["retry"],
        "additionalProperties": False,
    },
}
