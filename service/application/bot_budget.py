"""The bots' CPU budget (TABLETOP_BOT_CPU_SHARE): in each process, the server bots' moves may
take at most a share of one core, so that bot games never take the worker from the humans'
commands and timers (docs/fair-play.md, "The bots' budgets").

A token bucket of CPU seconds. It fills at `share` CPU seconds per second of the clock, up to
`BURST` seconds' worth. Each bot move is paid from it: the CPU of the whole move (the bot's
choice, deciding and appending it, writing the game's next timer), and of the timer's firing
that ran it (loading the game, looking at what is due), measured on the event loop's thread
and only while their own code runs (`firing`, `pay`: the time they wait for the database,
while other requests run, is not counted). A bot move that falls due while the bucket is empty
waits: its game is given a turn at the end of the line (`admit`), and its turn timer is
written for then. Turns are a move's worth apart (what a move has cost lately, at the share),
and the bucket is kept for them: while games wait, a bot move that falls due goes to the end
of the line even when the bucket holds something, so that many bot games all move, in the
order they began to wait, none passed over. At its turn a game moves even if the bucket is a
little overdrawn (moves cost more than thought), never by more than a whole bucket: its
turns then come later.

Deferred, never dropped: the move is chosen when its turn comes, from the game's seed and
version as always, and appended as an ordinary command, so the log holds nothing of the wait
and every replay is exact. Human commands, the rules' timers and turn clocks never wait here,
nor do the bots of a game in which a human plays (a bot seat, or the stand-in of an absent
player, while another human is at the table): they are paid for, and the games with nobody
at the table wait the longer.
The budget is per process (each worker or API process with background loops has its own).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine, Generator
from contextvars import ContextVar
from datetime import UTC, datetime, timedelta
from typing import Any, Generic, TypeVar

from service import metrics

T = TypeVar("T")

BURST = 1.0
"""The bucket holds this many seconds' worth of the share: bots may use a whole core for a
moment after a quiet spell, never longer."""
FIRST_GUESS = 0.001
"""What a bot move is assumed to cost (CPU seconds) until one was measured."""
TURNS = timedelta(milliseconds=100)
"""Turns are given at whole tenths of a second: the games whose turns fall in one are fired
together, in one pass of the scheduler, not each in a pass of its own."""
FORGET_AFTER = timedelta(seconds=10)
"""A game whose turn passed this long ago without it coming back (it ended, or another process
fired its timer) leaves the line."""


class BotBudget:
    """The process's bucket of CPU seconds for bot moves, and the line of games waiting."""

    def __init__(
        self,
        share: float,
        clock: Callable[[], datetime],
        cpu: Callable[[], float] = time.thread_time,
    ) -> None:
        if not 0 < share <= 1:
            raise ValueError("the bots' CPU share is more than 0 and at most 1 (a whole core)")
        self.share = share
        self.clock = clock
        self.cpu = cpu
        self.capacity = share * BURST
        self.tokens = self.capacity
        self.since = clock()
        """When the bucket was last filled up to the clock."""
        self.cost = FIRST_GUESS
        """What a bot move has cost lately (CPU seconds, a moving average)."""
        self._line: dict[str, datetime] = {}
        """Games whose bot moves wait, and their turns."""
        self._free: datetime | None = None
        """From when on the bucket is promised to no game waiting in line."""
        self._forgotten = self.since
        # The budget's own accounting (tests and operators read it; metrics export it).
        self.started = self.since
        self.spent = 0.0
        """CPU seconds paid for bot moves since the start."""
        self.moves = 0
        self.deferred = 0
        """Bot moves put off because the bucket was empty (each put-off counted)."""
        self.largest = 0.0
        """The most CPU one bot move took."""
        self.deepest = 0.0
        """The most the bucket was ever overdrawn (CPU seconds): `spent` never exceeds
        `granted()` by more."""

    def granted(self) -> float:
        """CPU seconds the bots may have used since the start: a full bucket plus the share
        of every second since. `spent` never exceeds it by more than the bucket was ever
        overdrawn (`deepest`: one move, and the firings under way when it was taken)."""
        elapsed = max(0.0, (self.clock() - self.started).total_seconds())
        return self.capacity + self.share * elapsed

    def waiting_until(self, game_id: str) -> datetime | None:
        """When the game's bots may move next, if they wait for the budget."""
        return self._line.get(game_id)

    def admit(self, game_id: str, attended: bool = False) -> datetime | None:
        """None: the game's bot may move now (then `pay` for it). Else when it may: the game
        waits in line until then (counted in `deferred`). `attended`: a human plays in the
        game; its bots never wait (they are paid for all the same, so that games with nobody
        at the table wait the longer)."""
        if (bill := _FIRING.get()) is not None:
            bill.bots = True
        if attended:
            self._line.pop(game_id, None)
            return None
        now = self.clock()
        self._fill(now)
        turn = self._line.get(game_id)
        if turn is not None:
            if turn > now:
                return turn
            # Its turn: the bucket was kept for it. It moves unless moves have cost so much
            # more than they were thought to that the bucket is a whole bucket overdrawn.
            if self.tokens > -self.capacity:
                del self._line[game_id]
                return None
            return self._wait(game_id, now + timedelta(seconds=-self.tokens / self.share))
        if self.tokens > 0 and (self._free is None or self._free <= now):
            return None  # nobody waits for the bucket, and it holds something
        return self._queue(game_id, now, now)

    def book(self, game_id: str, due: datetime, attended: bool = False) -> datetime:
        """When the game's bot move that falls due at `due` will go: then, if the bucket is
        promised to nobody by then and will hold something (or a human plays in the game:
        `attended`); else its turn at the end of the line, booked now (so that its timer is
        written for its turn, not fired in vain)."""
        if attended:
            return due
        turn = self._line.get(game_id)
        if turn is not None:
            return max(turn, due)
        now = self.clock()
        self._fill(now)
        ahead = max(0.0, (due - now).total_seconds())
        then = min(self.capacity, self.tokens + ahead * self.share)
        if then > 0 and (self._free is None or self._free <= due):
            return due
        return self._queue(game_id, now, due)

    def _queue(self, game_id: str, now: datetime, due: datetime) -> datetime:
        """The first turn the bucket has not been promised for (one move's worth every
        `step`), not before it holds a move's worth again, nor before `due`."""
        step = timedelta(seconds=self.cost / self.share)
        ready = now + timedelta(seconds=(self.cost - self.tokens) / self.share)
        turn = max(ready, due, self._free or ready)
        self._free = turn + step
        self._forget(now)
        return self._wait(game_id, _rounded_up(turn))

    def _wait(self, game_id: str, turn: datetime) -> datetime:
        self._line[game_id] = turn
        self.deferred += 1
        metrics.BOT_MOVES_DEFERRED.inc()
        return turn

    async def firing(self, work: Coroutine[Any, Any, T]) -> T:
        """Run one firing of a game's turn timer. When it moved a bot or put one off, the CPU
        it took beyond its moves (loading the game, the look at what is due, writing its next
        timer) is the bots' too, and what it took per move is what a move costs lately."""
        bill = _Bill()
        meter = _Metered(work, self.cpu)
        reset = _FIRING.set(bill)
        try:
            return await meter
        finally:
            _FIRING.reset(reset)
            if bill.bots:
                self._take(max(0.0, meter.seconds - bill.paid))
            if bill.moves:
                self._learn(meter.seconds / bill.moves)

    async def pay(self, move: Coroutine[Any, Any, T]) -> T:
        """Run one bot move and pay for the CPU its own code took."""
        meter = _Metered(move, self.cpu)
        try:
            return await meter
        finally:
            self.charge(meter.seconds)

    def charge(self, seconds: float) -> None:
        """Pay for one bot move."""
        self.moves += 1
        self.largest = max(self.largest, seconds)
        bill = _FIRING.get()
        if bill is not None:
            bill.paid += seconds
            bill.moves += 1
        else:
            self._learn(seconds)
        self._take(seconds)

    def _learn(self, per_move: float) -> None:
        """What a move costs lately: a moving average that one slow move (a garbage
        collection) moves by a little only."""
        sample = min(max(per_move, self.cost / 4), self.cost * 4)
        self.cost = 0.9 * self.cost + 0.1 * sample

    def _take(self, seconds: float) -> None:
        self._fill(self.clock())
        self.tokens -= seconds
        self.spent += seconds
        self.deepest = max(self.deepest, -self.tokens)
        metrics.BOT_CPU.inc(seconds)

    def _fill(self, now: datetime) -> None:
        elapsed = (now - self.since).total_seconds()
        if elapsed > 0:
            self.tokens = min(self.capacity, self.tokens + elapsed * self.share)
            self.since = now

    def _forget(self, now: datetime) -> None:
        """Drop games whose turn passed long ago (looked at once a second at most): they ended,
        or another process fired their timer and moved them."""
        if now - self._forgotten < timedelta(seconds=1):
            return
        self._forgotten = now
        for game_id in [g for g, turn in self._line.items() if turn < now - FORGET_AFTER]:
            del self._line[game_id]


def _rounded_up(moment: datetime) -> datetime:
    """The next whole TURNS instant: turns close together are taken in one scheduler pass."""
    step = TURNS // timedelta(microseconds=1)
    micros = (moment - _EPOCH) // timedelta(microseconds=1)
    return _EPOCH + timedelta(microseconds=-(-micros // step) * step)


_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)


class _Bill:
    """What one firing of a turn timer paid for bot moves (`_FIRING`, its task's own)."""

    def __init__(self) -> None:
        self.paid = 0.0
        self.moves = 0
        self.bots = False
        """Whether it moved a bot or put one off."""


_FIRING: ContextVar[_Bill | None] = ContextVar("bot_firing", default=None)


class _Metered(Generic[T]):
    """Awaits a coroutine, adding up the thread's CPU time of each of its steps: only while its
    own code runs, not while it waits (when other tasks run on the same thread)."""

    def __init__(self, work: Coroutine[Any, Any, T], cpu: Callable[[], float]) -> None:
        self.work = work
        self.cpu = cpu
        self.seconds = 0.0

    def __await__(self) -> Generator[Any, Any, T]:
        work = self.work
        sent: Any = None
        thrown: BaseException | None = None
        while True:
            began = self.cpu()
            try:
                step = work.send(sent) if thrown is None else work.throw(thrown)
            except StopIteration as done:
                result: T = done.value
                return result
            finally:
                self.seconds += self.cpu() - began
            try:
                sent, thrown = (yield step), None
            except GeneratorExit:
                work.close()
                raise
            except BaseException as error:  # a cancellation: handed to the move itself
                sent, thrown = None, error
