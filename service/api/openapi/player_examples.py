"""Examples of the players' operations (docs/players.md)."""

from __future__ import annotations

from typing import Any

import msgspec

from service.api.matchmaking import OpenTicket
from service.api.me_stream import KINDS, PlayerNotice

PUBLIC_ID = "p_9b2f4c1e7a5d4e0f8c3b6a1d2e4f7a9c"
"""A player's public id (never the sign-in `sub`, which only GET /v1/me shows its owner)."""
ME = {"sub": "auth0|5f1c", "player": PUBLIC_ID, "name": "Ada", "email": "ada@example.org"}
RATING = {
    "player": PUBLIC_ID,
    "name": "Ada",
    "game_type": "clans",
    "mu": 27.63,
    "sigma": 7.21,
    "ordinal": 5.99,
    "games": 3,
    "updated_at": "2025-05-01T19:10:00Z",
    "player_id": PUBLIC_ID,
}
CHANGE = {
    "player": PUBLIC_ID,
    "game_type": "clans",
    "game_id": "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04",
    "rank": 1,
    "mu": 27.63,
    "sigma": 7.21,
    "ordinal": 5.99,
    "rated_at": "2025-05-01T19:10:00Z",
    "player_id": PUBLIC_ID,
}


TICKET = {
    "ticket_id": "5d0c7f5e-2a4b-4c1d-8e9f-0a1b2c3d4e5f",
    "game_type": "clans",
    "players": 3,
    "status": "waiting",
    "created_at": "2025-05-01T19:00:00Z",
    "expires_at": "2025-05-01T19:10:00Z",
    "game_id": None,
    "seat": None,
}


def examples(game: dict[str, Any]) -> dict[str, Any]:
    """Per operation; `game` is an example game summary."""
    return {
        "getMe": ME,
        "listMyGames": {
            "games": [{"seats": [0], "my_turn": True, "game": game}],
            "next_cursor": None,
        },
        "getLeaderboard": {"game_type": "clans", "ratings": [RATING], "next_cursor": None},
        "getRatingHistory": {
            "player": PUBLIC_ID,
            "changes": [CHANGE],
            "next_cursor": None,
            "player_id": PUBLIC_ID,
        },
        "openTicket": TICKET,
        "createMyStreamTicket": {
            "ticket": "g2Xo3bq4G8cN1vF0tQ9wJmZ7yK5sLpR6aUeHdWxCiT4",
            "expires_at": "2025-05-01T19:01:00Z",
        },
        "getTicket": {
            **TICKET,
            "status": "matched",
            "game_id": "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04",
            "seat": 1,
        },
    }


def player_schemas() -> dict[str, Any]:
    """Bodies the players' handlers decode themselves (strictly), so Litestar does not see."""
    _, bodies = msgspec.json.schema_components(
        [OpenTicket, PlayerNotice], ref_template="#/components/schemas/{name}"
    )
    ticket = bodies["OpenTicket"]
    # Optional in a request; a `default` would make generated clients require the field.
    ticket["properties"]["name"].pop("default", None)
    return {
        "OpenTicket": {**ticket, "additionalProperties": False},
        "PlayerNotice": bodies["PlayerNotice"],
        "PlayerStreamMessage": {
            "title": "PlayerStreamMessage",
            "description": "One message of GET /v1/me/stream (fields of the SSE block).",
            "oneOf": [
                {"$ref": "#/components/schemas/PlayerNoticeMessage"},
                {"$ref": "#/components/schemas/StreamRetryMessage"},
            ],
        },
        "PlayerNoticeMessage": {
            "title": "PlayerNoticeMessage",
            "type": "object",
            "description": "A notice about one of the player's games; `event` is its `type`.",
            "properties": {
                "event": {"type": "string", "enum": list(KINDS)},
                "data": {
                    "type": "string",
                    "contentMediaType": "application/json",
                    "contentSchema": {"$ref": "#/components/schemas/PlayerNotice"},
                    "description": "A `PlayerNotice` as JSON.",
                },
            },
            "required": ["event", "data"],
        },
    }


NOTICE = {
    "type": "your_turn",
    "game_id": "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04",
    "game_type": "clans",
    "seats": [1],
    "version": 12,
    "status": "active",
    "to_move": [1],
    "deadline_at": None,
    "outcome": None,
    "ticket_id": None,
}


def player_stream_content() -> dict[str, Any]:
    data = msgspec.json.encode(NOTICE).decode()
    return {
        "schema": {
            "type": "string",
            "description": "Server-Sent Events: blocks of `event:` and `data:` lines, and "
            "`: keepalive` comments every 15 s.",
        },
        "x-itemSchema": {"$ref": "#/components/schemas/PlayerStreamMessage"},
        "example": f"retry: 3000\r\n: tabletop\r\n\r\nevent: your_turn\r\ndata: {data}\r\n\r\n",
    }
