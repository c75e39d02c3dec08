"""The commands a seat may send (RULES §16.3), a tagged union on `type`."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

_P = "mammoth_hunters."

Region = Annotated[int, msgspec.Meta(description="A region number 1-12.")]
Seat = Annotated[int, msgspec.Meta(description="A seat number 0..n-1.")]
CardId = Annotated[str, msgspec.Meta(description="A card instance id, e.g. `L-SWAP#2`.")]
Clubbed = Annotated[
    bool, msgspec.Meta(description="Select a clubbed (true) or an unclubbed (false) hunter.")
]
Club = Annotated[
    bool,
    msgspec.Meta(description="Attach one held club to the own hunter this step places or moves."),
]


class PlaceInitial(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "place_initial",
):  # fmt: skip
    """Place one hunter in the preparatory round (RULES §4 step 9)."""

    region: Region


class PlayCard(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag=_P + "play"
):
    """Play a card with every choice that settles payment and targets (D33)."""

    card: CardId
    option: Annotated[
        Literal["place_from_supply", "move_adjacent", "move_non_adjacent"] | None,
        msgspec.Meta(description="Mammoth herd option (played or copied)."),
    ] = None
    pile: Annotated[
        Literal["light", "dark"] | None,
        msgspec.Meta(description="The discard pile a Cult copies."),
    ] = None
    target: Annotated[
        int | None, msgspec.Meta(description="The opponent who resolves a single-target dark card.")
    ] = None


class PutAway(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag=_P + "put_away"
):
    """Put a card away unresolved when no play is legal (RULES §6.10, D25)."""

    card: CardId


class PlaceHunter(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "place_hunter",
):  # fmt: skip
    """One placement slot of a card action."""

    region: Region
    club: Club = False


class MoveHunter(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "move_hunter",
):  # fmt: skip
    """Move one hunter of seat `owner`."""

    owner: Seat
    from_region: Region
    to_region: Region
    clubbed: Clubbed = False
    club: Club = False


class HunterRef(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One hunter named in an Exchange."""

    owner: Seat
    region: Region
    clubbed: Clubbed = False


class SwapHunters(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "swap_hunters",
):  # fmt: skip
    """Exchange: two hunters of different owners in adjacent regions; `a.region` < `b.region`."""

    a: HunterRef
    b: HunterRef
    club: Club = False


class RemoveHunter(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "remove_hunter",
):  # fmt: skip
    """Raid / Ambush: take one hunter off the board to its owner's pool."""

    owner: Seat
    region: Region
    clubbed: Clubbed = False


class PlaceMammoth(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "place_mammoth",
):  # fmt: skip
    """Place a mammoth from the general supply."""

    region: Region


class MoveMammoth(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "move_mammoth",
):  # fmt: skip
    """Move a board mammoth."""

    from_region: Region
    to_region: Region


class RemoveMammoth(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "remove_mammoth",
):  # fmt: skip
    """Stampede: a board mammoth to the general supply."""

    region: Region


class MoveCampfire(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "move_campfire",
):  # fmt: skip
    """Move the origin's top campfire tile, unseen (D36)."""

    from_region: Region
    to_region: Region


class TakeClub(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "take_club",
):  # fmt: skip
    """Gain a club: attach it to an own unclubbed hunter in `attach_to`, or hold it (null)."""

    attach_to: Annotated[
        int | None, msgspec.Meta(description="Region of the own hunter, or null to hold it.")
    ] = None


class Done(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag=_P + "done"
):
    """End the current part (RULES §16.4, D34)."""


class DiscardCard(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag=_P + "discard"
):
    """Discard one card hidden under its pile (RULES §6.6)."""

    card: CardId


class SkipDiscard(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "skip_discard",
):  # fmt: skip
    """Discard nothing."""


class DrawCard(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag=_P + "draw"
):
    """Draw one card from a deck (RULES §6.7, D38)."""

    deck: Annotated[Literal["light", "dark"], msgspec.Meta(description="The deck to draw from.")]


class PlaceGlacier(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "place_glacier",
):  # fmt: skip
    """Cover an eligible region with its glacier tile (RULES §11)."""

    region: Region


class PassGlacier(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type",
    tag=_P + "pass_glacier",
):  # fmt: skip
    """Place no glacier tile (D30)."""


SubStep = (
    PlaceHunter
    | MoveHunter
    | SwapHunters
    | RemoveHunter
    | PlaceMammoth
    | MoveMammoth
    | RemoveMammoth
    | MoveCampfire
    | TakeClub
)

Command = (
    PlaceInitial
    | PlayCard
    | PutAway
    | PlaceHunter
    | MoveHunter
    | SwapHunters
    | RemoveHunter
    | PlaceMammoth
    | MoveMammoth
    | RemoveMammoth
    | MoveCampfire
    | TakeClub
    | Done
    | DiscardCard
    | SkipDiscard
    | DrawCard
    | PlaceGlacier
    | PassGlacier
)
