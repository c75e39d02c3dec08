"""Commands (RULES §11.1, §11.2): what seats send, and the system's timer commands.

Which commands belong to the system is declared here and nowhere else: `SystemCommand`.
`legality.violation` refuses them from a seat (`system_only`, D30), `timers.deadline` is the
only place that makes them, and `legality.candidates` never lists them.
"""

from __future__ import annotations

from typing import Annotated, ClassVar

import msgspec

from service.domain.kernel import CommandBase

D = msgspec.Meta

WindowNo = Annotated[int, D(description="Window number (1–114) this command is for.")]


class Person(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An Indian on the table named by colour and type, never by card id (D29)."""

    colour: Annotated[str, D(description="Colour of the captive or partner.")]
    type: Annotated[str, D(description="Type of the captive or partner.")]


class OptionBody(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """A booty option as sent in `choose` (decoded loosely: D32, RULES §11.1)."""

    kind: Annotated[str, D(description="`own`, `marriage` or `teepees`.")]
    captive: Annotated[
        Person | None, D(description="Chief's captive (own option of a chief only).")
    ] = None
    partner: Annotated[Person | None, D(description="Marriage partner (marriage option only).")] = (
        None
    )


# -- what seats send (§11.1) ------------------------------------------------------------------


class Reveal(CommandBase, frozen=True, tag="pow_wow.reveal"):
    """Turn over one face-down prairie slot (RULES §4.1)."""

    window: WindowNo
    slot: Annotated[int, D(description="Face-down slot to reveal (0–113).")]


class Claim(CommandBase, frozen=True, tag="pow_wow.claim"):
    """Play a hand card in the open claim window (RULES §5)."""

    window: WindowNo
    hand: Annotated[str, D(description="Hand type: chief, warrior, maiden or hunter.")]


class Pass(CommandBase, frozen=True, tag="pow_wow.pass"):
    """Do not claim in the open window; final for that window (D9)."""

    window: WindowNo


class Choose(CommandBase, frozen=True, tag="pow_wow.choose"):
    """Pick one of the listed booty options when the claim's turn comes (D8)."""

    window: WindowNo
    option: Annotated[OptionBody, D(description="One of the listed options.")]


# -- what only the system sends: the timers (§11.2, D30) --------------------------------------


class WindowDeadline(CommandBase, frozen=True, tag="pow_wow.window_deadline"):
    """System only: the claim window's time is up (RULES §11.2, D30)."""

    system_only: ClassVar[bool] = True

    window: WindowNo


class ChoiceDeadline(CommandBase, frozen=True, tag="pow_wow.choice_deadline"):
    """System only: the awaited booty choice timed out; the default applies (D8, D30)."""

    system_only: ClassVar[bool] = True

    window: WindowNo
    seat: Annotated[int, D(description="The seat awaiting the choice.")]


class RevealDeadline(CommandBase, frozen=True, tag="pow_wow.reveal_deadline"):
    """System only: the revealer ran out of time; the lowest face-down slot is turned (D22)."""

    system_only: ClassVar[bool] = True

    window: WindowNo


PlayerCommand = Reveal | Claim | Pass | Choose
"""Commands a seat may send."""

SystemCommand = WindowDeadline | ChoiceDeadline | RevealDeadline
"""Timer commands: decided with `seat=None` only; from a seat they are `system_only` (D30)."""

Command = PlayerCommand | SystemCommand
"""Every command `decide` takes."""
