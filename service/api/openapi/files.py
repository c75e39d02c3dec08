"""What the API answers besides JSON: a game log file (JSON Lines: its framing, its line
schemas and an example) and a view's SVG picture."""

from __future__ import annotations

from typing import Any

import msgspec

from service.api.openapi.examples import GAME_ID, SEED_COMMITMENT, GameExample
from service.api.openapi.schemas import STATUSES, ref

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
