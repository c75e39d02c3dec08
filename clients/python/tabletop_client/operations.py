"""Each operation as data (method, path, body, headers, how to read the answer), shared by the
sync and async clients, which only send them."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar
from uuid import UUID

import httpx

from ._generated.models import (
    CommandAccepted,
    EventPage,
    GameList,
    GameSummary,
    GameType,
    LegalMoves,
    MyGames,
    Narration,
    Player,
    SeatTaken,
    StreamTicket,
    Ticket,
)
from ._generated.unions import CreateGame, GameCommand, GamePosition, GameView
from .parse import parse_position, parse_view
from .problem import TabletopProblem

T = TypeVar("T")
GameId = UUID | str


class Model(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Call(Generic[T]):
    method: str
    path: str
    read: Callable[[httpx.Response], T]
    params: Mapping[str, str | int] = field(default_factory=dict)
    body: Any = None
    content: bytes | None = None
    headers: Mapping[str, str] = field(default_factory=dict)

    def request(self, http: httpx.Client | httpx.AsyncClient, token: str | None) -> httpx.Request:
        headers = dict(self.headers)
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        return http.build_request(
            self.method,
            self.path,
            params=dict(self.params),
            json=self.body,
            content=self.content,
            headers=headers,
        )

    def answer(self, response: httpx.Response) -> T:
        """The answer read into its class, or the problem it carries raised."""
        if not response.is_success:
            raise TabletopProblem.from_response(response)
        return self.read(response)


def _json(response: httpx.Response) -> dict[str, Any]:
    data = json.loads(response.content)
    if not isinstance(data, dict):
        raise TabletopProblem.from_response(response)
    return data


def _plain(body: Model | Mapping[str, Any]) -> dict[str, Any]:
    return dict(body) if isinstance(body, Mapping) else body.to_dict()


def _post_headers(idempotency_key: str | None) -> dict[str, str]:
    # One key per logical action, made here once: the retries of this call send the same key.
    return {"Idempotency-Key": idempotency_key or str(uuid.uuid4())}


def _game(game_id: GameId) -> str:
    return f"/v1/games/{game_id}"


def _query(**values: str | int | bool | None) -> dict[str, str | int]:
    return {
        name: (str(value).lower() if isinstance(value, bool) else value)
        for name, value in values.items()
        if value is not None
    }


def list_game_types() -> Call[list[GameType]]:
    def read(response: httpx.Response) -> list[GameType]:
        return [GameType.from_dict(item) for item in json.loads(response.content)]

    return Call("GET", "/v1/game-types", read)


def create_game(
    game: CreateGame | Mapping[str, Any], idempotency_key: str | None
) -> Call[GameSummary]:
    return Call(
        "POST",
        "/v1/games",
        lambda r: GameSummary.from_dict(_json(r)),
        body=_plain(game),
        headers=_post_headers(idempotency_key),
    )


def list_games(
    status: str | None, game_type: str | None, limit: int | None, cursor: str | None
) -> Call[GameList]:
    return Call(
        "GET",
        "/v1/games",
        lambda r: GameList.from_dict(_json(r)),
        params=_query(status=status, game_type=game_type, limit=limit, cursor=cursor),
    )


def get_game(game_id: GameId) -> Call[GameSummary]:
    return Call("GET", _game(game_id), lambda r: GameSummary.from_dict(_json(r)))


def take_seat(
    game_id: GameId, name: str | None, bot: str | None, idempotency_key: str | None
) -> Call[SeatTaken]:
    body: dict[str, str] = {}
    if name is not None:
        body["name"] = name
    if bot is not None:
        body["bot"] = bot
    return Call(
        "POST",
        f"{_game(game_id)}/seats",
        lambda r: SeatTaken.from_dict(_json(r)),
        body=body,
        headers=_post_headers(idempotency_key),
    )


def return_to_seat(game_id: GameId, seat: int, idempotency_key: str | None) -> Call[GameSummary]:
    return Call(
        "POST",
        f"{_game(game_id)}/seats/{seat}/return",
        lambda r: GameSummary.from_dict(_json(r)),
        headers=_post_headers(idempotency_key),
    )


def get_view(game_id: GameId, at: int | None) -> Call[GameView]:
    return Call(
        "GET",
        f"{_game(game_id)}/view",
        lambda r: parse_view(_json(r)),
        params=_query(at=at),
        headers={"Accept": "application/json"},
    )


def get_position(game_id: GameId, at: int | None) -> Call[GamePosition]:
    return Call(
        "GET",
        f"{_game(game_id)}/position",
        lambda r: parse_position(_json(r)),
        params=_query(at=at),
    )


def get_legal_moves(game_id: GameId) -> Call[LegalMoves]:
    return Call("GET", f"{_game(game_id)}/legal-moves", lambda r: LegalMoves.from_dict(_json(r)))


def send_command(
    game_id: GameId,
    command: GameCommand | Mapping[str, Any],
    if_match: int | None,
    idempotency_key: str | None,
) -> Call[CommandAccepted]:
    headers = _post_headers(idempotency_key)
    if if_match is not None:
        headers["If-Match"] = f'"{if_match}"'
    return Call(
        "POST",
        f"{_game(game_id)}/commands",
        lambda r: CommandAccepted.from_dict(_json(r)),
        body=_plain(command),
        headers=headers,
    )


def list_events(game_id: GameId, after: int, limit: int | None) -> Call[EventPage]:
    return Call(
        "GET",
        f"{_game(game_id)}/events",
        lambda r: EventPage.from_dict(_json(r)),
        params=_query(after=after, limit=limit),
    )


def list_narration(game_id: GameId, after: int, limit: int | None) -> Call[Narration]:
    return Call(
        "GET",
        f"{_game(game_id)}/events/narration",
        lambda r: Narration.from_dict(_json(r)),
        params=_query(after=after, limit=limit),
    )


def create_stream_ticket(game_id: GameId, idempotency_key: str | None) -> Call[StreamTicket]:
    return Call(
        "POST",
        f"{_game(game_id)}/stream-tickets",
        lambda r: StreamTicket.from_dict(_json(r)),
        headers=_post_headers(idempotency_key),
    )


def export_game(game_id: GameId) -> Call[bytes]:
    return Call("GET", f"{_game(game_id)}/export", lambda r: r.content)


def import_game(log: bytes, idempotency_key: str | None) -> Call[GameSummary]:
    return Call(
        "POST",
        "/v1/games/import",
        lambda r: GameSummary.from_dict(_json(r)),
        content=log,
        headers={"Content-Type": "application/jsonl", **_post_headers(idempotency_key)},
    )


def get_me() -> Call[Player]:
    return Call("GET", "/v1/me", lambda r: Player.from_dict(_json(r)))


def list_my_games(
    status: str | None, my_turn: bool | None, limit: int | None, cursor: str | None
) -> Call[MyGames]:
    return Call(
        "GET",
        "/v1/me/games",
        lambda r: MyGames.from_dict(_json(r)),
        params=_query(status=status, my_turn=my_turn, limit=limit, cursor=cursor),
    )


def open_matchmaking_ticket(
    request: Model | Mapping[str, Any], idempotency_key: str | None
) -> Call[Ticket]:
    return Call(
        "POST",
        "/v1/matchmaking/tickets",
        lambda r: Ticket.from_dict(_json(r)),
        body=_plain(request),
        headers=_post_headers(idempotency_key),
    )


def get_matchmaking_ticket(ticket_id: str) -> Call[Ticket]:
    return Call("GET", f"/v1/matchmaking/tickets/{ticket_id}", lambda r: Ticket.from_dict(_json(r)))


def cancel_matchmaking_ticket(ticket_id: str) -> Call[None]:
    return Call("DELETE", f"/v1/matchmaking/tickets/{ticket_id}", lambda r: None)
