"""Examples of the players' operations (docs/players.md)."""

from __future__ import annotations

from typing import Any

import msgspec

from service.api.matchmaking import OpenTicket

ME = {"sub": "auth0|5f1c", "name": "Ada", "email": "ada@example.org"}
RATING = {
    "player_id": "auth0|5f1c",
    "game_type": "clans",
    "name": "Ada",
    "mu": 27.63,
    "sigma": 7.21,
    "ordinal": 5.99,
    "games": 3,
    "updated_at": "2025-05-01T19:10:00+00:00",
}
CHANGE = {
    "player_id": "auth0|5f1c",
    "game_type": "clans",
    "game_id": "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04",
    "rank": 1,
    "mu": 27.63,
    "sigma": 7.21,
    "ordinal": 5.99,
    "rated_at": "2025-05-01T19:10:00+00:00",
}


TICKET = {
    "ticket_id": "5d0c7f5e-2a4b-4c1d-8e9f-0a1b2c3d4e5f",
    "game_type": "clans",
    "players": 3,
    "status": "waiting",
    "created_at": "2025-05-01T19:00:00+00:00",
    "expires_at": "2025-05-01T19:10:00+00:00",
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
        "getRatingHistory": {"player_id": "auth0|5f1c", "changes": [CHANGE], "next_cursor": None},
        "openTicket": TICKET,
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
        [OpenTicket], ref_template="#/components/schemas/{name}"
    )
    return {"OpenTicket": {**bodies["OpenTicket"], "additionalProperties": False}}
