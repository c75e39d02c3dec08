"""Commands (RULES §11.1, §11.2): what seats send, and the system's timer commands."""

from __future__ import annotations

from typing import Annotated, ClassVar

import msgspec

WindowNo = Annotated[int, msgspec.Meta(description="Window number (1–114) this command is for.")]


class Person(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An Indian on the table named by colour and type, never by card id (D29)."""

    colour: Annotated[str, msgspec.Meta(description="Colour of the captive or partner.")]
    type: Annotated[str, msgspec.Meta(description="Type of the captive or partner.")]


class OptionBody(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """A booty option as sent in `choose` (decoded loosely: D32, RULES §11.1)."""

    kind: Annotated[str, msgspec.Meta(description="`own`, `marriage` or `teepees`.")]
    captive: Annotated[
        Person | None, msgspec.Meta(description="Chief's captive (own option of a chief only).")
    ] = None
    partner: Annotated[
        Person | None, msgspec.Meta(description="Marriage partner (marriage option only).")
    ] = None


class Reveal(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="pow_wow.reveal"
):
    """Turn over one face-down prairie slot (RULES §4.1)."""

    window: WindowNo
    slot: Annotated[int, msgspec.Meta(description="Face-down slot to reveal (0–113).")]


class Claim(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="pow_wow.claim"
):
    """Play a hand card in the open claim window (RULES §5)."""

    window: WindowNo
    hand: Annotated[str, msgspec.Meta(description="Hand type: chief, warrior, maiden or hunter.")]


class Pass(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="pow_wow.pass"
):
    """Do not claim in the open window; final for that window (D9)."""

    window: WindowNo


class Choose(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="pow_wow.choose"
):
    """Pick one of the listed booty options when the claim's turn comes (D8)."""

    window: WindowNo
    option: Annotated[OptionBody, msgspec.Meta(description="One of the listed options.")]


class WindowDeadline(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="type",
    tag="pow_wow.window_deadline",
):
    """System only: the claim window's time is up (RULES §11.2, D30)."""

    system_only: ClassVar[bool] = True

    window: WindowNo


class ChoiceDeadline(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="type",
    tag="pow_wow.choice_deadline",
):
    """System only: the awaited booty choice timed out; the default applies (D8, D30)."""

    system_only: ClassVar[bool] = True

    window: WindowNo
    seat: Annotated[int, msgspec.Meta(description="The seat awaiting the choice.")]


class RevealDeadline(
    msgspec.Struct,
    frozen=True,
    forbid_unknown_fields=True,
    tag_field="type",
    tag="pow_wow.reveal_deadline",
):
    """System only: the revealer ran out of time; the lowest face-down slot is turned (D22)."""

    system_only: ClassVar[bool] = True

    window: WindowNo


Command = Reveal | Claim | Pass | Choose | WindowDeadline | ChoiceDeadline | RevealDeadline
TimerCommand = WindowDeadline | ChoiceDeadline | RevealDeadline
