"""The contract between the platform and every game: the generic `Rules` protocol.

A game is a *decider* (docs/style.md, after Chassaing): `decide(state, command) -> events`,
`evolve(state, event) -> state`, from `initial_state(setup)`. It is typed in its own state,
command, event and options structs, so mypy checks each game against this protocol; the
platform reaches a game only through `host(rules)` (`hosting`) and the registry.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Generic, Protocol, TypeVar, cast

import msgspec
from typing_extensions import TypeVar as DefaultingTypeVar

from service.domain.kit.revisions import Revision
from service.domain.kit.rng import NO_DRAWS, Draws, Rng
from service.domain.kit.upcasters import Upcasters

StateT = TypeVar("StateT", bound=msgspec.Struct)
"""The game's state."""
CommandT = TypeVar("CommandT", bound=msgspec.Struct)
"""The game's command union."""
EventT = TypeVar("EventT", bound=msgspec.Struct)
"""The game's event union."""
OptionsT = TypeVar("OptionsT", bound=msgspec.Struct)
"""The game's options."""
CommandT_co = DefaultingTypeVar(
    "CommandT_co", bound=msgspec.Struct, covariant=True, default=msgspec.Struct
)
"""A deadline's command: the game's command union (plain `Deadline` means any struct)."""

Seat = int
"""A seat at the table: 0 … players-1. `None` where a seat is expected means the system
(timer commands) in `decide`, and a spectator in `view` / `redact`."""


class Setup(msgspec.Struct, Generic[OptionsT], frozen=True, kw_only=True):
    """What a game is created with and keeps for life: players, options, rules revision.

    `rules_revision` reaches every decision, fold, view and position because `initial_state`
    receives it; a game keeps it in its state where its rules differ by revision.
    """

    players: int
    options: OptionsT
    rules_revision: int


class Outcome(msgspec.Struct, frozen=True, kw_only=True):
    """How a finished game ended, in the same shape for every game (per-seat lists)."""

    scores: tuple[int, ...] = msgspec.field()
    ranks: tuple[int, ...]
    winners: tuple[Seat, ...]
    reason: str


class Deadline(msgspec.Struct, Generic[CommandT_co], frozen=True, kw_only=True):
    """A timer the platform must run: when `after_ms` have passed since the recorded time of
    the event at `since_version`, the platform decides `command` as the system (seat None)."""

    after_ms: int
    since_version: int
    command: CommandT_co


class Rules(Protocol[StateT, CommandT, EventT, OptionsT]):
    """What every game implements (docs/design.md, kernel protocol), typed in its own structs.

    Commands and events are tagged unions of `CommandBase` / `EventBase` structs whose tags
    are `"<game>.<snake_case>"`. A game subclasses `Rules[State, Command, Event, Options]`
    explicitly, so mypy names any member it lacks or types wrongly.
    """

    # Read-only members (properties), so a game may declare them as plain class attributes.
    @property
    def name(self) -> str:
        """The `game_type`, also the prefix of every command and event tag."""
        ...

    @property
    def title(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def revisions(self) -> tuple[Revision, ...]:
        """Every rules revision of RULES.md, numbered 1, 2, …; new games get the last."""
        ...

    @property
    def upcasters(self) -> Upcasters:
        """The game's event schema history (`Upcasters()` while no event changed shape)."""
        ...

    @property
    def State(self) -> type[StateT]: ...

    @property
    def Options(self) -> type[OptionsT]:
        """Variants and settings, every field with a default."""
        ...

    @property
    def Command(self) -> object:
        """The command union as a runtime value, for decoding and the OpenAPI document."""
        ...

    @property
    def Event(self) -> object:
        """The event union as a runtime value."""
        ...

    @property
    def View(self) -> type[msgspec.Struct]: ...

    @property
    def Position(self) -> type[msgspec.Struct]: ...

    def initial_state(self, setup: Setup[OptionsT]) -> StateT:
        """The state before the first event (what the start events are folded onto)."""
        ...

    def start(self, setup: Setup[OptionsT], rng: Rng) -> Sequence[EventT]:
        """Setup events (shuffles, secret draws). Raises IllegalMove(`invalid_options`)."""
        ...

    def load_position(self, setup: Setup[OptionsT], document: object) -> Sequence[EventT]:
        """The start events of a game from a position document (raw JSON values), checked
        by `documents.read`: raises IllegalMove(`invalid_position`) listing every problem."""
        ...

    def decide(
        self, state: StateT, command: CommandT, seat: Seat | None, rng: Rng
    ) -> Sequence[EventT]:
        """Events for a command; seat None is the system. Raises IllegalMove(refusal)."""
        ...

    def evolve(self, state: StateT, event: EventT) -> StateT:
        """The state after an event; pure and total over logs that `decide` produced."""
        ...

    def legal_moves(self, state: StateT, seat: Seat) -> Sequence[CommandT]:
        """Exactly the commands `decide` accepts from this seat now."""
        ...

    def to_move(self, state: StateT) -> frozenset[Seat]:
        """Seats that may act now (empty once over)."""
        ...

    def view(self, state: StateT, seat: Seat | None) -> msgspec.Struct:
        """What this seat (None = spectator) may see."""
        ...

    def redact(self, event: EventT, seat: Seat | None) -> EventT | None:
        """This seat's copy of an event (None = dropped for it)."""
        ...

    def outcome(self, state: StateT) -> Outcome | None:
        """Scores, ranks and winners once the game is over, else None."""
        ...

    def deadline(self, state: StateT) -> Deadline[CommandT] | None:
        """A timer the platform should run now, else None."""
        ...

    def position(self, state: StateT) -> msgspec.Struct | None:
        """The full position document (secrets included), or None where RULES.md defines
        none for this state."""
        ...

    def evaluate(self, view: msgspec.Struct, seat: Seat) -> float:
        """How good `view` (this game's view as `seat` sees it) looks for `seat`: the greedy
        bot's one-ply score (service/domain/table/bots.py). It reads only the view, so it can
        never use another seat's secrets; higher is better."""
        ...

    def recorded_draws(self, state: StateT, event: EventT) -> Draws:
        """The random results `event` records, folded onto `state` (the state before it),
        by the `Rng` call that gave them, in the order `start` / `decide` draws them: what
        checks a game log that came without its seed (`RecordedRng`, docs/replays.md). A
        game that draws nothing keeps this default; one that draws but does not say so here
        has such logs refused, never accepted unchecked."""
        return NO_DRAWS


def fold(
    rules: Rules[StateT, CommandT, EventT, OptionsT],
    setup: Setup[OptionsT],
    events: Iterable[EventT],
) -> StateT:
    """The state after `events`, from the game's initial state."""
    state = rules.initial_state(setup)
    for event in events:
        state = rules.evolve(state, event)
    return state


def decode_command(rules: Rules[StateT, CommandT, EventT, OptionsT], body: bytes) -> CommandT:
    """A command from a JSON body; raises msgspec.ValidationError / DecodeError."""
    return cast(CommandT, msgspec.json.decode(body, type=rules.Command))


def convert_command(rules: Rules[StateT, CommandT, EventT, OptionsT], value: object) -> CommandT:
    """A command from JSON values (a stored timer command)."""
    return cast(CommandT, msgspec.convert(value, rules.Command))


def convert_event(rules: Rules[StateT, CommandT, EventT, OptionsT], value: object) -> EventT:
    """An event from JSON values (a stored event, its `type` included)."""
    return cast(EventT, msgspec.convert(value, rules.Event))
