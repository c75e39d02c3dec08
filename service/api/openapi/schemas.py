"""Platform-level schemas: the unions over the games, the create-game body per game type, the
problem details, and the DTO fields Litestar cannot type. The event streams' messages are in
streams.py, the game log file and the picture in files.py."""

from __future__ import annotations

from typing import Any

import msgspec

from service.api.dto import TakeSeat, client_commands, members
from service.api.openapi.components import REF, GameComponents, camel
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
