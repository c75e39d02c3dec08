"""The contract between the platform and every game: the generic `Game` declaration.

A game is a *decider* (docs/style.md, after Chassaing): `decide(state, command) -> events`,
`evolve(state, event) -> state`, from `initial_state(setup)`. It is typed in its own state,
command, event, options and view structs, so mypy checks each game's declaration; the
platform reaches a game only through `host(game)` (`hosting`) and the registry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar, cast

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
ViewT = TypeVar("ViewT", bound=msgspec.Struct)
"""The game's view (what `view` returns and `evaluate` reads)."""
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


def no_timers(state: object, /) -> None:
    """The `deadline` of a game without timers: there is never one to run."""


def no_draws(state: object, event: object, /) -> Draws:
    """The `recorded_draws` of a game that draws nothing."""
    return NO_DRAWS


@dataclass(frozen=True, kw_only=True, eq=False)
class Game(Generic[StateT, CommandT, EventT, OptionsT, ViewT]):
    """A game, declared once: its names, its structs and its rule functions, typed in its own
    structs (docs/design.md, kernel protocol) so mypy --strict checks every part it declares.

    Each game package makes one (`RULES`, in its `rules.py`) from its modules' functions; the
    kit builds the rest: `decide` from the game's `violation` and its dispatch (`decider`),
    the platform's erased form (`host`), the table's form (`tabled`). Those forms are this
    same declaration with some functions replaced (`dataclasses.replace`), so a member added
    here reaches them without being written again.

    Commands and events are tagged unions of `CommandBase` / `EventBase` structs whose tags
    are `"<game>.<snake_case>"`. Compared by identity (`eq=False`), as one game is one object.
    """

    name: str
    """The `game_type`, also the prefix of every command and event tag."""
    title: str
    min_players: int
    max_players: int
    revisions: tuple[Revision, ...]
    """Every rules revision of its rules document, numbered 1, 2, …; new games get the last."""
    upcasters: Upcasters = field(default_factory=Upcasters)
    """The game's event schema history (empty while no event changed shape)."""
    State: type[StateT]
    Options: type[OptionsT]
    """Variants and settings, every field with a default."""
    Command: object
    """The command union as a runtime value, for decoding and the OpenAPI document."""
    Event: object
    """The event union as a runtime value."""
    View: type[ViewT]
    Position: type[msgspec.Struct]

    initial_state: Callable[[Setup[OptionsT]], StateT]
    """The state before the first event (what the start events are folded onto)."""
    start: Callable[[Setup[OptionsT], Rng], Sequence[EventT]]
    """Setup events (shuffles, secret draws). Raises IllegalMove(`invalid_options`)."""
    load_position: Callable[[Setup[OptionsT], object], Sequence[EventT]]
    """The start events of a game from a position document (raw JSON values), checked by
    `documents.read`: raises IllegalMove(`invalid_position`) listing every problem."""
    decide: Callable[[StateT, CommandT, Seat | None, Rng], Sequence[EventT]]
    """Events for a command; seat None is the system. Raises IllegalMove(refusal). A game
    builds it with `decider(violation, dispatch, evolve)`."""
    evolve: Callable[[StateT, EventT], StateT]
    """The state after an event; pure and total over logs that `decide` produced."""
    legal_moves: Callable[[StateT, Seat], Sequence[CommandT]]
    """Exactly the commands `decide` accepts from this seat now."""
    to_move: Callable[[StateT], frozenset[Seat]]
    """Seats that may act now (empty once over)."""
    view: Callable[[StateT, Seat | None], ViewT]
    """What this seat (None = spectator) may see."""
    redact: Callable[[EventT, Seat | None], EventT | None]
    """This seat's copy of an event (None = dropped for it)."""
    outcome: Callable[[StateT], Outcome | None]
    """Scores, ranks and winners once the game is over, else None."""
    deadline: Callable[[StateT], Deadline[CommandT] | None] = no_timers
    """A timer the platform should run now, else None (a game without timers keeps this)."""
    position: Callable[[StateT], msgspec.Struct | None]
    """The full position document (secrets included), or None where the rules document
    defines none for this state."""
    evaluate: Callable[[ViewT, Seat], float]
    """How good `view` (this game's view as `seat` sees it) looks for `seat`: the greedy
    bot's one-ply score (service/domain/table/bots.py). It reads only the view, so it can
    never use another seat's secrets; higher is better."""
    recorded_draws: Callable[[StateT, EventT], Draws] = no_draws
    """The random results `event` records, folded onto `state` (the state before it), by the
    `Rng` call that gave them, in the order `start` / `decide` draws them: what checks a game
    log that came without its seed (`RecordedRng`, docs/replays.md). A game that draws
    nothing keeps the default; one that draws but does not say so here has such logs
    refused, never accepted unchecked."""


def fold(
    rules: Game[StateT, CommandT, EventT, OptionsT, ViewT],
    setup: Setup[OptionsT],
    events: Iterable[EventT],
) -> StateT:
    """The state after `events`, from the game's initial state."""
    state = rules.initial_state(setup)
    for event in events:
        state = rules.evolve(state, event)
    return state


def decode_command(rules: Game[StateT, CommandT, EventT, OptionsT, ViewT], body: bytes) -> CommandT:
    """A command from a JSON body; raises msgspec.ValidationError / DecodeError."""
    return cast(CommandT, msgspec.json.decode(body, type=rules.Command))


def convert_command(
    rules: Game[StateT, CommandT, EventT, OptionsT, ViewT], value: object
) -> CommandT:
    """A command from JSON values (a stored timer command)."""
    return cast(CommandT, msgspec.convert(value, rules.Command))


def convert_event(rules: Game[StateT, CommandT, EventT, OptionsT, ViewT], value: object) -> EventT:
    """An event from JSON values (a stored event, its `type` included)."""
    return cast(EventT, msgspec.convert(value, rules.Event))


def players_problem(
    game: Game[StateT, CommandT, EventT, OptionsT, ViewT], players: int
) -> str | None:
    """Why `players` cannot play `game` (its declared `min_players`–`max_players`), else None.
    The platform owns this check: it refuses a game's creation with it (422
    `invalid_options`) before the game's `start` ever runs."""
    if game.min_players <= players <= game.max_players:
        return None
    return (
        f"{game.title} is played by {game.min_players}–{game.max_players} players, not {players}."
    )
