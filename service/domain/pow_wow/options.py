"""Game options (RULES §10): the three optional rules, seat colours, first revealer, timers.

Per-field constraints are schema constraints, checked by the decoder (D33); what depends on
the player count is checked when the game is set up (`setup.check_options`).
"""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.pow_wow.data import COLOURS, OPTION_RANGES

D = msgspec.Meta

Colour = Annotated[
    str, D(pattern=f"^({'|'.join(COLOURS)})$", description=f"One of {', '.join(COLOURS)}.")
]


def _timer(name: str, text: str) -> msgspec.Meta:
    low, high, _ = OPTION_RANGES[name]
    return D(ge=low, le=high, description=f"{text} ({low}–{high} ms; D22).")


_CLAIM = _timer("claim_window_ms", "Claim window length when some seat can claim productively")
_DEAD = _timer("dead_window_ms", "Claim window length when no seat can claim productively")
_CHOICE = _timer("choice_timeout_ms", "Time to answer a booty choice before the default applies")
_REVEAL = _timer("reveal_timeout_ms", "Time to reveal before the lowest face-down slot is turned")


class PowWowPositionOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The optional rules and timer lengths: the options a position document may carry (D31)."""

    war_tribute: Annotated[
        bool, D(description="War tribute: warriors taking tomahawks collect buffalo.")
    ] = False
    marriage: Annotated[
        bool, D(description="Marriage: with a teepee face up, couples may be taken.")
    ] = False
    sharing: Annotated[
        bool, D(description="Sharing: neutral Indians join claims of their type.")
    ] = False
    claim_window_ms: Annotated[int, _CLAIM] = OPTION_RANGES["claim_window_ms"][2]
    dead_window_ms: Annotated[int, _DEAD] = OPTION_RANGES["dead_window_ms"][2]
    choice_timeout_ms: Annotated[int, _CHOICE] = OPTION_RANGES["choice_timeout_ms"][2]
    reveal_timeout_ms: Annotated[int, _REVEAL] = OPTION_RANGES["reveal_timeout_ms"][2]


class PowWowOptions(PowWowPositionOptions, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """All game options (RULES §10); every field has its default."""

    colours: Annotated[
        tuple[Colour, ...] | None,
        D(description="Colour of seat i (exactly N distinct); null = canonical order."),
    ] = None
    first_revealer: Annotated[
        int | None, D(description="Seat that reveals first; null = random (D23).")
    ] = None


POSITION_OPTION_FIELDS = PowWowPositionOptions.__struct_fields__
"""The option fields a position document carries (all but `colours` and `first_revealer`)."""


def for_position(options: PowWowOptions) -> PowWowPositionOptions:
    """The options a position document of this game carries (D31)."""
    return PowWowPositionOptions(**{k: getattr(options, k) for k in POSITION_OPTION_FIELDS})


def from_position(options: PowWowPositionOptions) -> PowWowOptions:
    """The game's options from a position document's (D31)."""
    return PowWowOptions(**msgspec.structs.asdict(options))
