"""The reconnect rule for a game's event stream (docs/frontend.md), without I/O: the sync and
async followers ask this state what to send, tell it what came, and wait as it says.

1. Keep the last `id:` seen (`after`) and the last summary.
2. Never open a stream when the last summary known says `finished`: done.
3. Open with `Last-Event-ID: after`; on each `summary` remember it; a finished one ends it all.
4. 204: the game is over and nothing is left: stop for good.
5. Ended or failed without a finished summary: back off (1 s, doubling, at most 30 s, with
   jitter; back to 1 s after a stream that delivered a message; on 429/503 at least
   `Retry-After`), then GET the game's summary: finished → stop, else open again.
6. 401/404 (and any other refusal a retry cannot mend) → stop and raise the problem."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass

import httpx

from ._generated.models import GameStatus, GameSummary, LiveSummary
from ._generated.unions import GameEvent
from .parse import UnknownEvent, live_summary_of, parse_event, parse_live_summary
from .problem import TabletopProblem
from .retry import RETRY_STATUSES, retry_after
from .sse import SSEMessage

StreamItem = GameEvent | UnknownEvent | LiveSummary
"""What a follower yields: each event in its own class, and each `summary` as a `LiveSummary`."""

FIRST_BACKOFF = 1.0
MAX_BACKOFF = 30.0
MAX_RETRY_AFTER = 60.0
# Keepalive comments come every 15 s: a stream silent for longer than this is dead.
STREAM_READ_SECONDS = 45.0


@dataclass(frozen=True)
class Backoff:
    first: float = FIRST_BACKOFF
    cap: float = MAX_BACKOFF


class FollowState:
    """Where a follower stands: the last id and summary, the next back-off, whether it is done."""

    def __init__(
        self,
        game_id: str,
        after: int,
        summary: LiveSummary | GameSummary | None,
        backoff: Backoff,
        jitter: Callable[[float, float], float] = random.uniform,
    ) -> None:
        self.game_id = game_id
        self.after = after
        self.summary = live_summary_of(summary) if isinstance(summary, GameSummary) else summary
        self.backoff = backoff
        self.jitter = jitter
        self.done = False
        self.reconnects = 0
        self._delay = backoff.first
        self._delivered = False
        self._at_least = 0.0
        self.check_finished()

    # Step 2: a finished game is never opened again.
    def check_finished(self) -> None:
        if self.summary is not None and self.summary.status == GameStatus.FINISHED:
            self.done = True

    @property
    def path(self) -> str:
        return f"/v1/games/{self.game_id}/events/stream"

    def headers(self) -> dict[str, str]:
        return {"Accept": "text/event-stream", "Last-Event-ID": str(self.after)}

    def opened(self) -> None:
        self._delivered = False
        self._at_least = 0.0

    def refused(self, response: httpx.Response) -> None:
        """The stream's answer was not 200: 204 ends it all (step 4), 429/503/5xx back off
        (step 5), anything else is raised (step 6)."""
        if response.status_code == 204:
            self.done = True
        elif response.status_code in RETRY_STATUSES or response.status_code >= 500:
            said = retry_after(response.headers)
            self._at_least = min(MAX_RETRY_AFTER, said if said is not None else 0.0)
        else:
            self.done = True
            raise TabletopProblem.from_response(response)

    def receive(self, message: SSEMessage) -> StreamItem | None:
        """A message of the stream: what to yield (None: nothing, e.g. an unknown message type)."""
        self._delivered = True
        if message.last_event_id.isdigit():
            self.after = int(message.last_event_id)
        if message.event == "summary":
            self.summary = parse_live_summary(message.data)
            self.check_finished()  # step 3: a finished summary closes the stream
            return self.summary
        try:
            data = json.loads(message.data)
        except ValueError:
            return None
        # Only game events are namespaced (`clans.huts_moved`); other unknown names are skipped.
        if "." not in message.event or not isinstance(data, dict):
            return None
        return parse_event(data)

    def pause(self) -> float:
        """Seconds to wait before the next try (step 5), and the back-off moved on."""
        if self._delivered:
            self._delay = self.backoff.first
        wait = self.jitter(self._delay / 2, self._delay)
        self._delay = min(self.backoff.cap, self._delay * 2)
        self._delivered = False
        self.reconnects += 1
        return max(wait, self._at_least)

    def checked(self, game: GameSummary) -> LiveSummary | None:
        """The game's summary fetched before reopening: the finished summary to yield last, or
        None to open the stream again."""
        summary = live_summary_of(game)
        if summary.status != GameStatus.FINISHED:
            return None
        self.summary = summary
        self.done = True
        return summary
