"""Commands a seat may send in Clans (RULES §14.1); a body that does not decode never gets here."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.kernel import CommandBase

FieldId = Annotated[int, msgspec.Meta(description="A field id 0–59 (RULES §3).")]


class Move(CommandBase, frozen=True, tag="clans.move"):
    """Move every hut on `from` onto the adjacent, non-empty field `to` (RULES §7)."""

    from_: Annotated[
        int,
        msgspec.Meta(
            description="The field whose huts (all of them) are moved; not empty, not a village."
        ),
    ] = msgspec.field(name="from")
    to: Annotated[
        int,
        msgspec.Meta(
            description="An adjacent non-empty field (land or river border, never across a lake)."
        ),
    ]


class ChooseVillage(CommandBase, frozen=True, tag="clans.choose_village"):
    """Found this pending village next (RULES §8.4, D8)."""

    field: Annotated[
        int, msgspec.Meta(description="A field of the pending villages, founded next.")
    ]


Command = Move | ChooseVillage
