"""Game options (RULES §10): the three optional rules, seat colours, first revealer, timers."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.kernel import IllegalMove
from service.domain.pow_wow.data import COLOURS, OPTION_RANGES

Colour = Annotated[
    str,
    msgspec.Meta(pattern=f"^({'|'.join(COLOURS)})$", description=f"One of {', '.join(COLOURS)}."),
]


def _timer(name: str, text: str) -> object:
    low, high, _ = OPTION_RANGES[name]
    return msgspec.Meta(ge=low, le=high, description=f"{text} ({low}–{high} ms; D22).")


_CLAIM = _timer("claim_window_ms", "Claim window length when some seat can claim productively")
_DEAD = _timer("dead_window_ms", "Claim window length when no seat can claim productively")
_CHOICE = _timer("choice_timeout_ms", "Time to answer a booty choice before the default applies")
_REVEAL = _timer("reveal_timeout_ms", "Time to reveal before the lowest face-down slot is turned")


class PowWowPositionOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The optional rules and timer lengths: the options a position document may carry (D31)."""

    war_tribute: Annotated[
        bool, msgspec.Meta(description="War tribute: warriors taking tomahawks collect buffalo.")
    ] = False
    marriage: Annotated[
        bool, msgspec.Meta(description="Marriage: with a teepee face up, couples may be taken.")
    ] = False
    sharing: Annotated[
        bool, msgspec.Meta(description="Sharing: neutral Indians join claims of their type.")
    ] = False
    claim_window_ms: Annotated[int, _CLAIM] = OPTION_RANGES["claim_window_ms"][2]
    dead_window_ms: Annotated[int, _DEAD] = OPTION_RANGES["dead_window_ms"][2]
    choice_timeout_ms: Annotated[int, _CHOICE] = OPTION_RANGES["choice_timeout_ms"][2]
    reveal_timeout_ms: Annotated[int, _REVEAL] = OPTION_RANGES["reveal_timeout_ms"][2]


class PowWowOptions(PowWowPositionOptions, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """All game options (RULES §10); every field has its default."""

    colours: Annotated[
        tuple[Colour, ...] | None,
        msgspec.Meta(description="Colour of seat i (exactly N distinct); null = canonical order."),
    ] = None
    first_revealer: Annotated[
        int | None, msgspec.Meta(description="Seat that reveals first; null = random (D23).")
    ] = None


TimerOptions = PowWowPositionOptions
Options = PowWowOptions


def coerce(options: object) -> Options:
    """The game's Options from what the platform passes (an Options, None, or plain JSON)."""
    if options is None:
        return Options()
    if isinstance(options, Options):
        return options
    try:
        return msgspec.convert(options, Options)
    except msgspec.ValidationError as error:
        raise IllegalMove("invalid_options", str(error), [str(error)]) from error


def option_problems(options: TimerOptions) -> list[str]:
    """Timer values out of range (the decoder checks these; direct callers may not have)."""
    problems = []
    for name, (low, high, _) in OPTION_RANGES.items():
        value = getattr(options, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            problems.append(f"option {name} must be an integer from {low} to {high}.")
    return problems


def validate(players: int, options: Options) -> None:
    """Refuse options that do not fit the player count (RULES §3, §10, D33)."""
    problems = option_problems(options)
    if options.colours is not None:
        colours = options.colours
        if len(colours) != players or len(set(colours)) != players:
            problems.append(f"colours must list exactly {players} distinct colours.")
        if any(c not in COLOURS for c in colours):
            problems.append(f"colours must be chosen from {', '.join(COLOURS)}.")
    first = options.first_revealer
    if first is not None and not 0 <= first < players:
        problems.append(f"first_revealer must be a seat from 0 to {players - 1}.")
    if problems:
        raise IllegalMove("invalid_options", " ".join(problems), problems)


def seat_colours(players: int, options: Options) -> tuple[str, ...]:
    """Colour of every seat (D26)."""
    if options.colours is not None:
        return tuple(options.colours)
    return COLOURS[:players]
