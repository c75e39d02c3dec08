"""Platform-level schemas: the unions over the games, the create-game body per game type, the
problem details and the event stream's messages, and the DTO fields Litestar cannot type."""

from __future__ import annotations

from typing import Any

import msgspec

from service.api.dto import TakeSeat, client_commands, members
from service.api.openapi.components import REF, GameComponents, camel
from service.api.openapi.examples import GAME_ID, SEED_COMMITMENT, GameExample
from service.domain.kernel import HostedGame
from service.domain.table import ClockSetting
from service.domain.table.events import TABLE_EVENTS
from service.records import LiveSummary

ID_DESCRIPTION = "The game's id (a UUID, from POST /v1/games)."
STATUSES = ["open", "active", "finished"]
STATUS_DESCRIPTION = "`open` (seats free) → `active` (started) → `finished` (outcome known)."


def ref(name: str) -> dict[str, str]:
    return {"$ref": REF.format(name=name)}


def game_unions(parts: GameComponents, games: tuple[HostedGame, ...]) -> dict[str, Any]:
    unions: dict[str, Any] = {
        "GameCommand": parts.tagged_union(
            [c for r in games for c in client_commands(r)],
            "A command a seat may send, of any game; its `type` tag picks the schema. "
            "(Commands only the server sends, such as Pow Wow's timers, are not among them.)",
        ),
        "GameEvent": parts.tagged_union(
            [*(e for r in games for e in members(r.Event)), *TABLE_EVENTS],
            "An event of a game's log as clients get it: its own fields, its `version` and "
            "`recorded_at`; its `type` tag picks the schema. `tabletop.*` events are the "
            "platform's own (turn clocks, absent seats, bots: docs/fair-play.md).",
        ),
        "GameView": parts.by_game_type(
            {r.name: parts.ref(r.View) for r in games},
            "What the caller may see of a game; `game_type` picks the schema.",
        ),
        "GamePosition": parts.by_game_type(
            {r.name: parts.document_ref(r.Position) for r in games},
            "A full position document (secrets included), like FEN in chess; `game_type` "
            "picks the schema. It can be sent back to POST /v1/games as `position`.",
        ),
    }
    for rules in games:
        title = rules.title
        unions[camel(rules.name) + "Command"] = parts.tagged_union(
            client_commands(rules), f"A command a seat may send in {title}."
        )
        unions[camel(rules.name) + "Event"] = parts.tagged_union(
            [*members(rules.Event), *TABLE_EVENTS], f"An event of a {title} log."
        )
    taken = set(parts.schemas) & set(unions)
    if taken:
        raise ValueError(f"union names already taken by game types: {sorted(taken)}")
    return unions


def create_game(parts: GameComponents, games: tuple[HostedGame, ...]) -> dict[str, Any]:
    """The create body: one schema per game type, discriminated on `game_type`."""
    schemas: dict[str, Any] = {}
    for rules in games:
        name = f"Create{camel(rules.name)}Game"
        schemas[name] = {
            "title": name,
            "type": "object",
            "description": f"A new game of {rules.title}.",
            "properties": {
                "game_type": {"type": "string", "enum": [rules.name]},
                "players": {
                    "type": "integer",
                    "minimum": rules.min_players,
                    "maximum": rules.max_players,
                    "description": "Number of seats.",
                },
                "options": {
                    "anyOf": [parts.ref(rules.Options), {"type": "null"}],
                    "description": "The game's options; each omitted one takes its default.",
                },
                "rules_revision": {
                    "anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}],
                    "description": (
                        "Play under this rules revision of the game type (GET /v1/game-types "
                        "lists them); omitted: the current one, or the position's."
                    ),
                },
                "clock": {
                    "anyOf": [parts.ref(ClockSetting), {"type": "null"}],
                    "description": (
                        "A turn clock for every seat: `{per_move_s}` or `{bank_s, "
                        "increment_s}`; a seat whose time runs out is played by a server bot "
                        "until it returns (docs/fair-play.md). Omitted: no clock."
                    ),
                },
                "seed": {
                    "anyOf": [{"type": "string"}, {"type": "integer"}, {"type": "null"}],
                    "description": (
                        "Makes the setup reproducible; whoever knows it can compute every "
                        "secret of the game (`setup: seed`). Omitted: the server draws a "
                        "secret one and commits to it (`setup: random`)."
                    ),
                },
                "position": {
                    "anyOf": [
                        parts.ref(rules.Position),
                        parts.document_ref(rules.Position),
                        {"type": "null"},
                    ],
                    "description": (
                        "Start from this position document (as GET …/position answers it; "
                        "`game_type` may be left out, and must match if present)."
                    ),
                },
            },
            "required": ["game_type", "players"],
            "additionalProperties": False,
        }
    schemas["CreateGame"] = {
        "title": "CreateGame",
        "description": (
            "A new game; seats are then taken with POST /v1/games/{game_id}/seats. "
            "`game_type` picks the schema (and so the options and position types)."
        ),
        "oneOf": [ref(name) for name in schemas],
        "discriminator": {
            "propertyName": "game_type",
            "mapping": {r.name: REF.format(name=f"Create{camel(r.name)}Game") for r in games},
        },
    }
    return schemas


PROBLEM: dict[str, Any] = {
    "title": "Problem",
    "type": "object",
    "description": (
        "RFC 9457 problem details (`application/problem+json`). `code` is the stable machine "
        "code to branch on; `title` and `detail` are for people."
    ),
    "properties": {
        "type": {
            "type": "string",
            "format": "uri",
            "description": "https://tabletop.dev/problems/<code>",
        },
        "title": {"type": "string", "description": "A short summary of the kind of problem."},
        "status": {"type": "integer", "description": "The HTTP status."},
        "detail": {"type": "string", "description": "What went wrong, for a person."},
        "code": {
            "type": "string",
            "pattern": "^[a-z][a-z0-9_]*$",
            "description": "The stable machine code (see each response's list).",
        },
        "instance": {"type": "string", "description": "The request's path."},
        "problems": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Every problem found (`invalid_options`, `invalid_position`).",
        },
        "current_version": {
            "type": "integer",
            "description": "The game's version now (`version_conflict`).",
        },
    },
    "required": ["type", "title", "status", "detail", "code"],
}

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


def patch_dtos(schemas: dict[str, Any], games: tuple[HostedGame, ...]) -> None:
    """Types the DTOs hold as plain strings or dicts in Python, made exact in the document."""
    game_types = [r.name for r in games]
    summary = schemas["GameSummary"]["properties"]
    summary["game_id"] = {"type": "string", "format": "uuid", "description": ID_DESCRIPTION}
    summary["game_type"] = {"type": "string", "enum": game_types}
    summary["status"] = {"type": "string", "enum": STATUSES, "description": STATUS_DESCRIPTION}
    summary["options"]["description"] = "The game's options, defaults filled in."
    summary["to_move"]["description"] = "Seats that may act now (empty unless active)."
    summary["version"]["description"] = "The number of events in the game's log."
    for name in ("SeatTaken", "EventPage"):
        schemas[name]["properties"]["game_id"] = {"type": "string", "format": "uuid"}
    events = {"type": "array", "items": ref("GameEvent")}
    schemas["CommandAccepted"]["properties"]["events"] = {
        **events,
        "description": "The appended events as the caller may see them.",
    }
    schemas["EventPage"]["properties"]["events"] = {
        **events,
        "description": "Events after `after`, oldest first, as the caller may see them.",
    }
    schemas["LegalMoves"]["properties"]["moves"] = {
        "type": "array",
        "items": ref("GameCommand"),
        "description": "Every command the caller may send now, each ready to POST.",
    }
    _, bodies = msgspec.json.schema_components([TakeSeat, LiveSummary], ref_template=REF)
    schemas["TakeSeat"] = {**bodies["TakeSeat"], "additionalProperties": False}
    for field in schemas["TakeSeat"]["properties"].values():
        field.pop("default", None)  # optional, not defaulted: generated clients may omit it
    live = bodies["LiveSummary"]
    live["properties"]["status"] = summary["status"]
    live["properties"]["to_move"]["description"] = summary["to_move"]["description"]
    live["properties"]["version"]["description"] = summary["version"]["description"]
    live["properties"]["deadline_at"] = summary["deadline_at"]
    schemas["LiveSummary"] = live
    schemas["GameType"]["properties"]["name"]["enum"] = game_types
    schemas["Health"]["properties"]["status"] = {"type": "string", "enum": ["ok", "unavailable"]}
    for name, fields in DEPRECATED_FIELDS.items():
        for field in fields:
            schemas[name]["properties"][field]["deprecated"] = True


DEPRECATED_FIELDS = {
    "Rating": ("player_id",),
    "RatingChange": ("player_id",),
    "RatingHistory": ("player_id",),
}
"""Fields kept for old clients (`deprecated: true`; Litestar drops msgspec's extra schema):
the players' `player_id`, now the same as `player` (API 1.3.0, docs/players.md)."""


GAME_LOG = "application/jsonl"

GAME_LOG_FRAMING = (
    "A game log file, format version 1 (docs/replays.md): UTF-8 JSON Lines, each line one JSON "
    "object ended by a newline. Line 1 is a `GameLogHeader`; every further line a "
    "`GameLogEntry`, versions 1, 2, 3 … in order, as many as the header's `version`. "
    "`tabletop replay --file` replays it offline; `POST /v1/games/import` imports it."
)

GAME_LOG_LINES: dict[str, Any] = {
    "GameLogHeader": {
        "title": "GameLogHeader",
        "type": "object",
        "description": "Line 1 of a game log file: the game and how it was set up.",
        "properties": {
            "format": {"const": "tabletop.game-log"},
            "format_version": {"const": 1},
            "game_type": {"type": "string"},
            "rules_revision": {"type": "integer", "minimum": 1},
            "players": {"type": "integer", "minimum": 1},
            "options": {"type": "object"},
            "setup": {"enum": ["random", "seed", "position"]},
            "seed_commitment": {
                "type": "string",
                "description": "SHA-256 (hex) of the seed's UTF-8 bytes.",
            },
            "seed": {
                "type": ["string", "null"],
                "description": "The seed, once the game is over (null before).",
            },
            "position": {"description": "The position a `position` game started from."},
            "seats": {"type": "array", "items": {"type": ["string", "null"]}},
            "game_id": {"type": "string"},
            "created_at": {"type": "string", "format": "date-time"},
            "status": {"enum": STATUSES},
            "version": {"type": "integer", "minimum": 0, "description": "Event lines that follow."},
            "imported_from": {
                "type": ["string", "null"],
                "description": "The game's id where it was first exported, if it was imported.",
            },
        },
        "required": [
            "format",
            "format_version",
            "game_type",
            "rules_revision",
            "players",
            "options",
            "setup",
            "seed_commitment",
            "seed",
            "seats",
            "game_id",
            "created_at",
            "status",
            "version",
        ],
    },
    "GameLogEntry": {
        "title": "GameLogEntry",
        "type": "object",
        "description": "One event of a game log file.",
        "properties": {
            "version": {"type": "integer", "minimum": 1},
            "recorded_at": {"type": "string", "format": "date-time"},
            "seat": {
                "type": ["integer", "null"],
                "description": "The seat whose command made the event (null: the system).",
            },
            "command_end": {
                "type": ["integer", "null"],
                "description": "The version of the last event of the same command.",
            },
            "command": {
                "type": ["object", "null"],
                "description": "The command, on the first event of each command.",
            },
            "event": {
                **ref("GameLogEvent"),
                "description": (
                    "The event: a `GameEvent` of the log without its `version` and "
                    "`recorded_at` (which are this line's), `type` first."
                ),
            },
        },
        "required": ["version", "recorded_at", "seat", "command_end", "event"],
    },
    "GameLogEvent": {
        "title": "GameLogEvent",
        "type": "object",
        "description": "An event as a game log file holds it: its `type` and its own fields.",
        "properties": {"type": {"type": "string"}},
        "required": ["type"],
    },
}


def game_log_content(samples: dict[str, GameExample]) -> dict[str, Any]:
    """The export's (and the import's) media type: its framing, line schemas and an example."""
    first = next(iter(samples.values()))
    header = {
        "format": "tabletop.game-log",
        "format_version": 1,
        "game_type": first.game_type,
        "rules_revision": first.rules_revision,
        "players": first.players,
        "options": first.options,
        "setup": "random",
        "seed_commitment": SEED_COMMITMENT,
        "seed": None,
        "position": None,
        "seats": [f"Player {n + 1}" for n in range(first.players)],
        "game_id": GAME_ID,
        "created_at": "2026-12-01T18:00:00Z",
        "status": "active",
        "version": len(first.start_events),
        "imported_from": None,
    }
    end = len(first.start_events)
    lines = [header] + [
        {
            "version": n + 1,
            "recorded_at": "2026-12-01T18:00:05Z",
            "seat": None,
            "command_end": end,
            "command": None,
            "event": {k: v for k, v in e.items() if k not in ("version", "recorded_at")},
        }
        for n, e in enumerate(first.start_events)
    ]
    return {
        "schema": {"type": "string", "description": GAME_LOG_FRAMING},
        "x-lineSchemas": [ref("GameLogHeader"), ref("GameLogEntry")],
        "example": "".join(msgspec.json.encode(line).decode() + "\n" for line in lines),
    }


PICTURE: dict[str, Any] = {
    "type": "string",
    "description": (
        "An SVG document of the caller's view (asked for with `Accept: image/svg+xml`): drawn "
        "from that view alone, so it shows no more than the JSON does. Inert: only drawing "
        "elements, no script, no link, no external reference, no element `id` (a page may "
        "inline several). Every thing a command can name carries `data-<kind>` attributes "
        "whose values are written as legal moves write them, and the root `<svg>` lists per "
        "kind the command fields that name it (`data-names-<kind>`): the click rule of "
        "docs/frontend.md turns clicks into a legal move without the game's geometry. The "
        "root also says `data-game`, `data-version` and `data-audience`."
    ),
}
