"""The matchmaking queue: tickets in memory (tests, demos) or in the `match_tickets` table.

Two replicas run matchers at once. A round locks the waiting tickets it reads with
`FOR UPDATE SKIP LOCKED` in one transaction and marks the ones it matched before committing:
a ticket locked by one matcher is invisible to the other, so no ticket — and, with at most one
waiting ticket per player (a unique index), no player — is ever in two matches. A matcher that
dies mid-round rolls back: its tickets wait again (the game it may have created stays, open to
its seated players in GET /v1/me/games).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Literal, Protocol

import asyncpg
import msgspec

from service.errors import AlreadyQueued
from service.matchmaking.grouping import Waiting, groups

Status = Literal["waiting", "matched", "cancelled", "expired"]


class Ticket(msgspec.Struct, frozen=True, kw_only=True):
    ticket_id: str
    game_type: str
    players: int
    status: Status
    created_at: datetime
    expires_at: datetime
    game_id: str | None = None
    """The game the ticket was matched into (status `matched`)."""
    seat: int | None = None
    """Your seat in it."""


class NewTicket(msgspec.Struct, frozen=True, kw_only=True):
    ticket_id: str
    player: str
    name: str
    game_type: str
    players: int
    created_at: datetime
    expires_at: datetime


MakeGame = Callable[[str, int, list[Waiting]], Awaitable[tuple[str, list[int]]]]
"""Creates a game of (game type, players) for the group; its id and each member's seat."""


class MatchQueue(Protocol):
    async def add(self, ticket: NewTicket) -> Ticket:
        """Queue it; AlreadyQueued if the player has a waiting ticket."""
        ...

    async def get(self, ticket_id: str, player: str) -> Ticket | None: ...

    async def cancel(self, ticket_id: str, player: str) -> bool:
        """Cancel the player's waiting ticket; False if there is none with this id."""
        ...

    async def match_round(self, make_game: MakeGame, now: datetime) -> int:
        """Expire old tickets and match what can be matched; how many games were made."""
        ...

    async def matched_ticket(self, game_id: str, player: str) -> Ticket | None:
        """The player's ticket that was matched into this game, if any."""
        ...

    async def waiting(self, player: str) -> bool:
        """Whether the player has a waiting ticket."""
        ...


class MemoryMatchQueue:
    def __init__(self, rating: Callable[[str, str], float]) -> None:
        self._rating = rating
        self._tickets: dict[str, tuple[NewTicket, Ticket]] = {}
        self._lock = asyncio.Lock()

    async def add(self, ticket: NewTicket) -> Ticket:
        async with self._lock:
            if any(
                new.player == ticket.player and t.status == "waiting"
                for new, t in self._tickets.values()
            ):
                raise AlreadyQueued("You already have a waiting ticket.")
            stored = _ticket(ticket)
            self._tickets[ticket.ticket_id] = (ticket, stored)
            return stored

    async def get(self, ticket_id: str, player: str) -> Ticket | None:
        found = self._tickets.get(ticket_id)
        return found[1] if found is not None and found[0].player == player else None

    async def cancel(self, ticket_id: str, player: str) -> bool:
        async with self._lock:
            found = self._tickets.get(ticket_id)
            if found is None or found[0].player != player or found[1].status != "waiting":
                return False
            self._set(ticket_id, status="cancelled")
            return True

    async def match_round(self, make_game: MakeGame, now: datetime) -> int:
        async with self._lock:
            kinds: dict[tuple[str, int], list[Waiting]] = {}
            for new, ticket in list(self._tickets.values()):
                if ticket.status != "waiting":
                    continue
                if ticket.expires_at <= now:
                    self._set(new.ticket_id, status="expired")
                    continue
                kinds.setdefault((new.game_type, new.players), []).append(
                    _waiting(new, self._rating(new.player, new.game_type))
                )
            made = 0
            for (game_type, players), waiting in kinds.items():
                for group in groups(waiting, players, now):
                    game_id, seats = await make_game(game_type, players, group)
                    for member, seat in zip(group, seats, strict=True):
                        self._set(member.ticket_id, status="matched", game_id=game_id, seat=seat)
                    made += 1
            return made

    async def matched_ticket(self, game_id: str, player: str) -> Ticket | None:
        for new, ticket in self._tickets.values():
            if new.player == player and ticket.game_id == game_id:
                return ticket
        return None

    async def waiting(self, player: str) -> bool:
        return any(
            new.player == player and t.status == "waiting" for new, t in self._tickets.values()
        )

    def _set(self, ticket_id: str, **changes: object) -> None:
        new, ticket = self._tickets[ticket_id]
        self._tickets[ticket_id] = (new, msgspec.structs.replace(ticket, **changes))


TICKET_CHANNEL = "tabletop_tickets"
"""Postgres announces every ticket added here, so that a matcher in another process (a
`tabletop worker` beside an API without background loops) runs its round at once."""
# One statement: the ticket and its announcement (sent when it commits, to every LISTENer).
_ADD = """
WITH added AS (
    INSERT INTO match_tickets (ticket_id, player_id, name, game_type, players, rating,
        created_at, expires_at)
    VALUES ($1, $2, $3, $4, $5, coalesce((SELECT ordinal FROM ratings
        WHERE player_id = $2 AND game_type = $4), 0), $6, $7)
    RETURNING 1
)
SELECT pg_notify($8, '') FROM added
"""


class PostgresMatchQueue:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def add(self, ticket: NewTicket) -> Ticket:
        # The player's rating when queuing (a new player's ordinal is 0).
        try:
            await self.pool.execute(
                _ADD,
                ticket.ticket_id,
                ticket.player,
                ticket.name,
                ticket.game_type,
                ticket.players,
                ticket.created_at,
                ticket.expires_at,
                TICKET_CHANNEL,
            )
        except asyncpg.UniqueViolationError:
            raise AlreadyQueued("You already have a waiting ticket.") from None
        return _ticket(ticket)

    async def get(self, ticket_id: str, player: str) -> Ticket | None:
        row = await self.pool.fetchrow(
            "SELECT * FROM match_tickets WHERE ticket_id = $1 AND player_id = $2",
            ticket_id,
            player,
        )
        return None if row is None else _from_row(row)

    async def cancel(self, ticket_id: str, player: str) -> bool:
        # Waits for a matcher holding the ticket: once it commits, the ticket is matched and
        # this updates nothing.
        done = await self.pool.fetchval(
            "UPDATE match_tickets SET status = 'cancelled' WHERE ticket_id = $1"
            " AND player_id = $2 AND status = 'waiting' RETURNING 1",
            ticket_id,
            player,
        )
        return done is not None

    async def match_round(self, make_game: MakeGame, now: datetime) -> int:
        made = 0
        async with self.pool.acquire() as connection, connection.transaction():
            rows = await connection.fetch(
                "SELECT * FROM match_tickets WHERE status = 'waiting'"
                " ORDER BY created_at LIMIT 2000 FOR UPDATE SKIP LOCKED"
            )
            expired = [r["ticket_id"] for r in rows if r["expires_at"] <= now]
            await connection.execute(
                "UPDATE match_tickets SET status = 'expired' WHERE ticket_id = ANY($1::text[])",
                expired,
            )
            kinds: dict[tuple[str, int], list[Waiting]] = {}
            for r in rows:
                if r["expires_at"] > now:
                    kinds.setdefault((r["game_type"], r["players"]), []).append(
                        Waiting(
                            ticket_id=r["ticket_id"],
                            player=r["player_id"],
                            name=r["name"],
                            rating=r["rating"],
                            created_at=r["created_at"],
                        )
                    )
            for (game_type, players), waiting in kinds.items():
                for group in groups(waiting, players, now):
                    game_id, seats = await make_game(game_type, players, group)
                    await connection.executemany(
                        "UPDATE match_tickets SET status = 'matched', game_id = $2, seat = $3"
                        " WHERE ticket_id = $1",
                        [(m.ticket_id, game_id, s) for m, s in zip(group, seats, strict=True)],
                    )
                    made += 1
        return made

    async def matched_ticket(self, game_id: str, player: str) -> Ticket | None:
        row = await self.pool.fetchrow(
            "SELECT * FROM match_tickets WHERE game_id = $1 AND player_id = $2", game_id, player
        )
        return None if row is None else _from_row(row)

    async def waiting(self, player: str) -> bool:
        found = await self.pool.fetchval(
            "SELECT 1 FROM match_tickets WHERE player_id = $1 AND status = 'waiting'", player
        )
        return found is not None


def _ticket(ticket: NewTicket) -> Ticket:
    return Ticket(
        ticket_id=ticket.ticket_id,
        game_type=ticket.game_type,
        players=ticket.players,
        status="waiting",
        created_at=ticket.created_at,
        expires_at=ticket.expires_at,
    )


def _waiting(ticket: NewTicket, rating: float) -> Waiting:
    return Waiting(
        ticket_id=ticket.ticket_id,
        player=ticket.player,
        name=ticket.name,
        rating=rating,
        created_at=ticket.created_at,
    )


def _from_row(row: asyncpg.Record) -> Ticket:
    return Ticket(
        ticket_id=row["ticket_id"],
        game_type=row["game_type"],
        players=row["players"],
        status=row["status"],
        created_at=row["created_at"],
        expires_at=row["expires_at"],
        game_id=row["game_id"],
        seat=row["seat"],
    )
