"""Stream tickets: a bearer token traded for a short-lived, single-use ticket that opens one
live stream from a browser (EventSource cannot send an Authorization header).

A ticket is opaque (32 random bytes), stored only as its SHA-256, bound to a `scope` (what it
opens: `game:<id>` for a game's event stream, `me` for a player's stream) and a `holder` (who
it acts as: `seat:2`, `operator`, a player's id). It opens a stream within `TICKET_TTL` of its
issue, once; an open stream then lives as long as it lasts. Redeeming says which holder it was
issued to, or raises `TicketInvalid` (unknown, or for another scope), `TicketExpired` or
`TicketUsed`.

A holder of one scope (a seat or the operator in one game, a player for `me`: what one bearer
token can ask for) is issued at most `per_minute` tickets in any minute; beyond that `issue`
raises `TooManyTickets` with the seconds until the next one. The table counts and adds in one
step, so the cap holds across replicas (service/store/tickets.py)."""

from __future__ import annotations

import hashlib
import math
import secrets
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Annotated

import msgspec

from service.errors import TicketExpired, TicketInvalid, TicketUsed, TooManyTickets
from service.settings import DEFAULT_STREAM_TICKETS_PER_MINUTE
from service.store.tickets import TicketTable

TICKET_TTL = timedelta(seconds=60)
PER_MINUTE = DEFAULT_STREAM_TICKETS_PER_MINUTE
"""Tickets one holder may be issued in any minute (TABLETOP_STREAM_TICKETS_PER_MINUTE)."""


class StreamTicket(msgspec.Struct, frozen=True, kw_only=True):
    ticket: Annotated[
        str,
        msgspec.Meta(
            description="Opaque; pass it as `?ticket=` to open the stream, within a minute, "
            "once. Keep it out of logs and URLs you share."
        ),
    ]
    expires_at: Annotated[
        datetime, msgspec.Meta(description="The ticket opens no stream after this time.")
    ]


class Tickets:
    def __init__(
        self,
        table: TicketTable,
        clock: Callable[[], datetime],
        ttl: timedelta = TICKET_TTL,
        per_minute: int = PER_MINUTE,
    ) -> None:
        self.table = table
        self.clock = clock
        self.ttl = ttl
        self.per_minute = per_minute

    async def issue(self, scope: str, holder: str, ticket: str | None = None) -> StreamTicket:
        """A new ticket (`ticket` if given, else a random one), or `TooManyTickets` when the
        holder had its share of the minute."""
        ticket = ticket or secrets.token_urlsafe(32)
        now = self.clock()
        expires_at = now + self.ttl
        retry_at = await self.table.add(
            _digest(ticket), scope, holder, expires_at, issued_at=now, cap=self.per_minute
        )
        if retry_at is not None:
            wait = max(1, math.ceil((retry_at - now).total_seconds()))
            raise TooManyTickets(
                f"This token was issued {self.per_minute} stream tickets within a minute: "
                f"retry after {wait} s (an open stream needs no new ticket).",
                retry_after=wait,
            )
        return StreamTicket(ticket=ticket, expires_at=expires_at)

    async def issued(self, ticket: str) -> StreamTicket | None:
        """The ticket as it was issued, if it was (used or not): whether it exists."""
        expires_at = await self.table.expiry(_digest(ticket))
        return None if expires_at is None else StreamTicket(ticket=ticket, expires_at=expires_at)

    async def redeem(self, ticket: str, scope: str) -> str:
        """The holder the ticket was issued to, for this scope; the ticket is used up."""
        stored = await self.table.take(_digest(ticket))
        if stored is None or stored.scope != scope:
            raise TicketInvalid("The ticket is unknown or not for this stream.")
        if stored.used_before:
            raise TicketUsed("The ticket was used already: ask for a new one.")
        if stored.expires_at <= self.clock():
            raise TicketExpired("The ticket has expired: ask for a new one.")
        return stored.holder


def _digest(ticket: str) -> bytes:
    return hashlib.sha256(ticket.encode()).digest()


def game_scope(game_id: str) -> str:
    """The scope of a ticket for a game's event stream."""
    return f"game:{game_id}"
