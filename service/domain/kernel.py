"""The contract between the platform and every game: the Rules protocol and its small types.

A game is a *decider* (STYLE: Chassaing): `decide(state, command) -> events`,
`evolve(state, event) -> state`, `initial_state(...)`. The platform knows a game only through
this protocol and the registry (`service.domain.registry`).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any, Protocol, TypeVar, runtime_checkable

import msgspec

Seat = int
"""A seat at the table: 0 … players-1. `None` where a seat is expected means the system
(timer commands) in `decide`, and a spectator in `view` / `redact`."""

T = TypeVar("T")


class IllegalMove(Exception):
    """A command (or a game creation) that the rules refuse; nothing is appended.

    `code` is a stable machine code from the game's RULES.md (`not_your_turn`,
    `field_not_adjacent`, `invalid_position`, `invalid_options` …); `message` is one human
    sentence. `problems` lists every violated condition where a rule asks for all of them
    (position validation), each a short sentence.
    """

    def __init__(self, code: str, message: str, problems: Sequence[str] = ()) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.problems = tuple(problems)


class Outcome(msgspec.Struct, frozen=True, kw_only=True):
    """How a finished game ended, in the same shape for every game (per-seat lists)."""

    scores: tuple[int, ...] = msgspec.field()
    ranks: tuple[int, ...]
    winners: tuple[Seat, ...]
    reason: str


class Deadline(msgspec.Struct, frozen=True, kw_only=True):
    """A timer the platform must run: when `after_ms` have passed since the recorded time of
    the event at `since_version`, the platform decides `command` as the system (seat None)."""

    after_ms: int
    since_version: int
    command: Any


class Rng:
    """The only randomness a game may use: seeded from (game seed, stream version).

    Deciding the same command at the same version therefore draws the same numbers, so a
    command is reproducible; every result must still be written into an event because
    `evolve` never draws.
    """

    def __init__(self, seed: str, version: int) -> None:
        digest = hashlib.sha256(f"{seed}:{version}".encode()).digest()
        self._random = random.Random(int.from_bytes(digest, "big"))

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self._random.randrange(n)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A uniform permutation (Fisher–Yates) of a fresh copy of `items`."""
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def hex_digits(self, bits: int) -> str:
        """`bits` random bits as lowercase hex (bits/4 digits)."""
        return f"{self._random.getrandbits(bits):0{bits // 4}x}"


@runtime_checkable
class Rules(Protocol):
    """What every game implements (DESIGN.md, kernel protocol).

    `State`, commands and events are the game's own frozen msgspec Structs; commands and events
    are tagged unions whose tag field is `type` with values `"<game>.<snake_case>"`.
    Beyond DESIGN.md's list this protocol asks for `title` (for `GET /v1/game-types`),
    `initial_state` (the decider's starting point for a fold), and the `View` and `Position`
    types (so the OpenAPI document can describe them).
    """

    # Read-only members (properties), so a game may declare them as plain class attributes
    # of narrower types (its own Options class is a type[Struct]).
    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...
    @property
    def Options(self) -> type[msgspec.Struct]: ...
    @property
    def Command(self) -> Any: ...
    @property
    def Event(self) -> Any: ...
    @property
    def View(self) -> type[msgspec.Struct]: ...
    @property
    def Position(self) -> type[msgspec.Struct]: ...

    def initial_state(self, players: int, options: Any) -> Any:
        """The state before the first event (what the start events are folded onto)."""
        ...

    def start(self, players: int, options: Any, rng: Rng) -> list[Any]:
        """Setup events (shuffles, secret draws). Raises IllegalMove(`invalid_options`)."""
        ...

    def decide(self, state: Any, command: Any, seat: Seat | None, rng: Rng) -> list[Any]:
        """Events for a command; seat None is the system. Raises IllegalMove."""
        ...

    def evolve(self, state: Any, event: Any) -> Any:
        """The state after an event; pure and total over logs that `decide` produced."""
        ...

    def legal_moves(self, state: Any, seat: Seat) -> list[Any]:
        """Exactly the commands `decide` accepts from this seat now."""
        ...

    def to_move(self, state: Any) -> frozenset[Seat]:
        """Seats that may act now (empty once over)."""
        ...

    def view(self, state: Any, seat: Seat | None) -> msgspec.Struct:
        """What this seat (None = spectator) may see."""
        ...

    def redact(self, event: Any, seat: Seat | None) -> Any | None:
        """This seat's copy of an event (None = dropped for it)."""
        ...

    def outcome(self, state: Any) -> Outcome | None:
        """Scores, ranks and winners once the game is over, else None."""
        ...

    def deadline(self, state: Any) -> Deadline | None:
        """A timer the platform should run now, else None."""
        ...

    def position(self, state: Any) -> msgspec.Struct | None:
        """The full position document (secrets included), or None where RULES.md defines none."""
        ...

    def load_position(self, players: int, options: Any, document: Any) -> list[Any]:
        """Validate a position document (plain JSON values) and return the start events.

        Raises IllegalMove(`invalid_position`, …, problems=[every violated condition]) or
        IllegalMove(`invalid_options`).
        """
        ...


def fold(rules: Rules, players: int, options: Any, events: Sequence[Any]) -> Any:
    """The state after `events`, from the game's initial state."""
    state = rules.initial_state(players, options)
    for event in events:
        state = rules.evolve(state, event)
    return state
