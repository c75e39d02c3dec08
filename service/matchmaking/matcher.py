"""The matchmaker: opens and cancels tickets, and runs matching rounds on every replica (the
queue makes concurrent rounds safe, see tickets.py): after each new ticket at once, else every
`every` seconds, so tickets age into wider rating ranges and expire.

Every matchmade game gets a turn clock (`game_clock`, TABLETOP_MATCHMAKING_CLOCK; a 600 s bank
with 30 s a decision unless set): its players did not choose each other, and a player losing a
rated game must not be able to stall it for ever. A seat whose time runs out is absent and a
server bot plays it (docs/fair-play.md), so the game ends and is rated."""

from __future__ import annotations

import asyncio
import secrets
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta

import structlog

from service.application import Tabletop
from service.domain import registry
from service.domain.kernel import players_problem
from service.domain.table import ClockSetting
from service.errors import InvalidOptions, UnknownGameType
from service.matchmaking.grouping import Waiting
from service.matchmaking.tickets import MatchQueue, NewTicket, Ticket
from service.settings import DEFAULT_MATCHMAKING_CLOCK
from service.store.outage import describe, is_outage

log = structlog.get_logger()


class Matchmaker:
    def __init__(
        self,
        queue: MatchQueue,
        tabletop: Tabletop,
        clock: Callable[[], datetime],
        ttl: timedelta = timedelta(minutes=10),
        game_clock: ClockSetting | None = DEFAULT_MATCHMAKING_CLOCK,
    ) -> None:
        self.queue = queue
        self.tabletop = tabletop
        self.clock = clock
        self.ttl = ttl
        self.game_clock = game_clock
        """The turn clock of the games it makes (None: none)."""
        self._wake = asyncio.Event()

    async def open(
        self, player: str, name: str, game_type: str, players: int, ticket_id: str | None = None
    ) -> Ticket:
        """Queue the player (as `ticket_id` if given, else a random id)."""
        rules = registry.get(game_type)
        if rules is None:
            raise UnknownGameType(f"There is no game type {game_type!r}.")
        refusal = players_problem(rules, players)
        if refusal is not None:
            raise InvalidOptions(refusal)
        now = self.clock()
        ticket = await self.queue.add(
            NewTicket(
                ticket_id=ticket_id or str(uuid.uuid4()),
                player=player,
                name=name,
                game_type=game_type,
                players=players,
                created_at=now,
                expires_at=now + self.ttl,
            )
        )
        log.info("ticket_opened", ticket_id=ticket.ticket_id, game_type=game_type)
        self._wake.set()
        return ticket

    def announced(self, _conn: object, _pid: int, _channel: str, _payload: object) -> None:
        """A ticket was added by some process (TICKET_CHANNEL): match it now, not at the next
        round."""
        self._wake.set()

    async def round(self) -> int:
        return await self.queue.match_round(self._make_game, self.clock())

    async def run(self, every: float = 1.0) -> None:
        while True:
            try:
                await self.round()
            except Exception as error:  # keep matching after a transient failure; it is logged
                if is_outage(error):
                    log.warning("matchmaking_failed", error=describe(error))
                else:
                    log.exception("matchmaking_failed")
            try:
                async with asyncio.timeout(every):
                    await self._wake.wait()
            except TimeoutError:
                pass
            self._wake.clear()

    async def _make_game(
        self, game_type: str, players: int, group: list[Waiting]
    ) -> tuple[str, list[int]]:
        """A random-setup game with the matchmaking clock, its seats taken in a random order by
        the group's players."""
        game = await self.tabletop.create_game(
            game_type, players, None, None, None, clock=self.game_clock
        )
        order = list(group)
        secrets.SystemRandom().shuffle(order)  # who sits first is no one's privilege
        seats: dict[str, int] = {}
        for member in order:
            seat, _, _ = await self.tabletop.take_seat(game.game_id, member.name, member.player)
            seats[member.ticket_id] = seat
        log.info("match_made", game_id=game.game_id, game_type=game_type, players=players)
        return game.game_id, [seats[m.ticket_id] for m in group]
