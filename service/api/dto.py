"""Request and response bodies of the v1 API (apart from the domain's own Structs)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

import msgspec
from msgspec import Meta

from service.domain import registry
from service.domain.kernel import HostedGame, IllegalMove, Outcome, Refusal, Revision
from service.domain.table import ClockSetting
from service.records import GameSummary, SeatInfo

__all__ = ["GameSummary", "Outcome", "Revision", "SeatInfo"]

DOCUMENT_KEYS = ("game_type", "rules_revision", "deadline_at")
"""Keys the API adds to (or may later add to) a game's view and position documents."""


def members(union: Any) -> tuple[Any, ...]:
    """The member types of a union (a single type is a union of one)."""
    return get_args(union) or (union,)


def is_system_only(command: type) -> bool:
    """A command only the platform sends (a timer's): its class says `system_only = True`.
    Seats are refused it (`system_only`); it is never offered or documented to clients."""
    return bool(getattr(command, "system_only", False))


def client_commands(rules: HostedGame) -> list[type]:
    """The commands a seat may send in this game."""
    return [c for c in members(rules.Command) if not is_system_only(c)]


def game_document(game_type: str, document: msgspec.Struct, **platform: Any) -> dict[str, Any]:
    """A view or position as sent: `game_type` first (the discriminator), then what else the
    platform adds (a position's `rules_revision`), then its fields. The domain's documents do
    not carry these; the API adds them on the way out."""
    return {"game_type": game_type, **platform, **msgspec.to_builtins(document)}


def game_type_of(document: msgspec.Struct) -> str:
    """The game type whose view or position `document` is."""
    for rules in registry.all_games():
        if isinstance(document, rules.View | rules.Position):
            return rules.name
    raise TypeError(f"{type(document).__name__} is no game's view or position")


def own_position(game_type: str, position: Any) -> Any:
    """A position document sent back to POST /v1/games, without the keys the API adds: its
    `game_type` must be the new game's; `rules_revision` is not the document's own either."""
    if not isinstance(position, dict):
        return position
    given = position.get("game_type", game_type)
    if given != game_type:
        raise IllegalMove(
            Refusal(
                "invalid_position",
                f"The position is of game type {given!r}, not {game_type!r}.",
                (f"game_type is {given!r}, the game is {game_type!r}",),
            )
        )
    return {k: v for k, v in position.items() if k not in DOCUMENT_KEYS}


class CreateGame(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A new game; seats are then taken with POST /v1/games/{id}/seats."""

    game_type: Annotated[str, Meta(description="One of the names of GET /v1/game-types.")]
    players: Annotated[
        int, Meta(description="Number of seats; outside the game's range: invalid_options.")
    ]
    options: Annotated[
        dict[str, Any] | None,
        Meta(description="The game's options (see its options schema); defaults if omitted."),
    ] = None
    seed: Annotated[
        str | int | None,
        Meta(
            description="Makes setup reproducible (`setup: seed`). Whoever knows it can compute"
            " secrets. Omitted: a secret seed, committed to (`setup: random`)."
        ),
    ] = None
    position: Annotated[
        Any | None,
        Meta(
            description="Start from this position document (the game's position schema). Its"
            " `rules_revision`, if any, is the new game's unless the request names another."
        ),
    ] = None
    rules_revision: Annotated[
        int | None,
        Meta(
            description="Create the game under this rules revision of its game type (one of"
            " its `revisions`); default: the current one. Unknown: invalid_options."
        ),
    ] = None
    clock: Annotated[
        ClockSetting | None,
        Meta(
            description="A turn clock for every seat: `{per_move_s}` or `{bank_s,"
            " increment_s}`. A seat whose time runs out is marked absent and a server bot"
            " moves for it until its player returns. Both or neither: invalid_options."
        ),
    ] = None


class TakeSeat(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A seat for a player (`name`) or for a server bot (`bot`, `name` optional)."""

    name: Annotated[
        str | None,
        Meta(
            description="Player's display name: trimmed, then 1–40 printable characters (no"
            " control, format or bidi characters); else invalid_name. Required for a player."
        ),
    ] = None
    bot: Annotated[
        Literal["random", "greedy"] | None,
        Meta(
            description="Seat a server bot instead of a player: `random` plays a uniformly"
            " random legal move, `greedy` the best move by one-ply lookahead on its own view."
        ),
    ] = None


class SeatTaken(msgspec.Struct, kw_only=True, omit_defaults=True):
    game_id: str
    seat: Annotated[int, Meta(description="Your seat (0 … players-1).")]
    token: Annotated[
        str | None,
        Meta(
            description="Bearer token for this seat. Shown once; only its hash is stored."
            " Absent for a bot's seat."
        ),
    ] = None
    game: GameSummary


class GameList(msgspec.Struct, kw_only=True):
    games: list[GameSummary]
    next_cursor: Annotated[
        str | None, Meta(description="Pass as `cursor` for the next page; null at the end.")
    ]


class LegalMoves(msgspec.Struct, kw_only=True):
    version: int
    moves: Annotated[
        list[dict[str, Any]],
        Meta(description="Every command the caller may send now, each ready to POST."),
    ]


class CommandAccepted(msgspec.Struct, kw_only=True):
    version: Annotated[int, Meta(description="The game's version after the command.")]
    events: Annotated[
        list[dict[str, Any]],
        Meta(description="The appended events as the caller may see them."),
    ]


class EventPage(msgspec.Struct, kw_only=True):
    game_id: str
    version: Annotated[int, Meta(description="The game's current version.")]
    events: list[dict[str, Any]]


class NarrationLine(msgspec.Struct, kw_only=True):
    version: Annotated[int, Meta(description="The event's version.")]
    type: Annotated[str, Meta(description="The event's type, as in the log.")]
    text: Annotated[
        str, Meta(description="The event in words, as the caller's copy of it tells it.")
    ]


class Narration(msgspec.Struct, kw_only=True):
    game_id: str
    version: Annotated[int, Meta(description="The game's current version.")]
    lines: list[NarrationLine]


class GameType(msgspec.Struct, kw_only=True):
    name: str
    title: str
    min_players: int
    max_players: int
    rules_revision: Annotated[
        int, Meta(description="The current rules revision: the one new games get.")
    ]
    revisions: Annotated[
        list[Revision],
        Meta(description="Every rules revision, oldest first; a game keeps its own for life."),
    ]
    options_schema: dict[str, Any]
    command_schemas: dict[str, Any]
    position_schema: dict[str, Any]


class Health(msgspec.Struct, kw_only=True):
    status: str
