"""The commands a seat may send (RULES §16.3), a tagged union on `type`; a body that does not
decode (unknown field, wrong type, unknown enum value) never gets here."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.domain.kernel import CommandBase

D = msgspec.Meta

Region = Annotated[int, D(description="A region number 1-12.")]
Seat = Annotated[int, D(description="A seat number 0..n-1.")]
CardId = Annotated[str, D(description="A card instance id, e.g. `L-SWAP#2`.")]
Clubbed = Annotated[bool, D(description="Select a clubbed (true) or an unclubbed (false) hunter.")]
Club = Annotated[
    bool, D(description="Attach one held club to the own hunter this step places or moves.")
]
HerdOption = Literal["place_from_supply", "move_adjacent", "move_non_adjacent"]
"""The three options of Mammoth herd (RULES §8.1)."""
Colour = Literal["light", "dark"]
"""A card back: the deck, the discard pile (RULES §6.7, §8.3)."""

HERD_OPTIONS: tuple[HerdOption, ...] = ("place_from_supply", "move_adjacent", "move_non_adjacent")
COLOURS: tuple[Colour, ...] = ("light", "dark")


class PlaceInitial(CommandBase, frozen=True, tag="mammoth_hunters.place_initial"):
    """Place one hunter in the preparatory round (RULES §4 step 9)."""

    region: Region


class PlayCard(CommandBase, frozen=True, tag="mammoth_hunters.play"):
    """Play a card with every choice that settles payment and targets (D33)."""

    card: CardId
    option: Annotated[
        HerdOption | None, D(description="Mammoth herd option (played or copied).")
    ] = None
    pile: Annotated[Colour | None, D(description="The discard pile a Cult copies.")] = None
    target: Annotated[
        int | None, D(description="The opponent who resolves a single-target dark card.")
    ] = None


class PutAway(CommandBase, frozen=True, tag="mammoth_hunters.put_away"):
    """Put a card away unresolved when no play is legal (RULES §6.10, D25)."""

    card: CardId


class PlaceHunter(CommandBase, frozen=True, tag="mammoth_hunters.place_hunter"):
    """One placement slot of a card action."""

    region: Region
    club: Club = False


class MoveHunter(CommandBase, frozen=True, tag="mammoth_hunters.move_hunter"):
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


class SwapHunters(CommandBase, frozen=True, tag="mammoth_hunters.swap_hunters"):
    """Exchange: two hunters of different owners in adjacent regions; `a.region` < `b.region`."""

    a: HunterRef
    b: HunterRef
    club: Club = False


class RemoveHunter(CommandBase, frozen=True, tag="mammoth_hunters.remove_hunter"):
    """Raid / Ambush: take one hunter off the board to its owner's pool."""

    owner: Seat
    region: Region
    clubbed: Clubbed = False


class PlaceMammoth(CommandBase, frozen=True, tag="mammoth_hunters.place_mammoth"):
    """Place a mammoth from the general supply."""

    region: Region


class MoveMammoth(CommandBase, frozen=True, tag="mammoth_hunters.move_mammoth"):
    """Move a board mammoth."""

    from_region: Region
    to_region: Region


class RemoveMammoth(CommandBase, frozen=True, tag="mammoth_hunters.remove_mammoth"):
    """Stampede: a board mammoth to the general supply."""

    region: Region


class MoveCampfire(CommandBase, frozen=True, tag="mammoth_hunters.move_campfire"):
    """Move the origin's top campfire tile, unseen (D36)."""

    from_region: Region
    to_region: Region


class TakeClub(CommandBase, frozen=True, tag="mammoth_hunters.take_club"):
    """Gain a club: attach it to an own unclubbed hunter in `attach_to`, or hold it (null)."""

    attach_to: Annotated[
        int | None, D(description="Region of the own hunter, or null to hold it.")
    ] = None


class Done(CommandBase, frozen=True, tag="mammoth_hunters.done"):
    """End the current part (RULES §16.4, D34)."""


class DiscardCard(CommandBase, frozen=True, tag="mammoth_hunters.discard"):
    """Discard one card hidden under its pile (RULES §6.6)."""

    card: CardId


class SkipDiscard(CommandBase, frozen=True, tag="mammoth_hunters.skip_discard"):
    """Discard nothing."""


class DrawCard(CommandBase, frozen=True, tag="mammoth_hunters.draw"):
    """Draw one card from a deck (RULES §6.7, D38)."""

    deck: Annotated[Colour, D(description="The deck to draw from.")]


class PlaceGlacier(CommandBase, frozen=True, tag="mammoth_hunters.place_glacier"):
    """Cover an eligible region with its glacier tile (RULES §11)."""

    region: Region


class PassGlacier(CommandBase, frozen=True, tag="mammoth_hunters.pass_glacier"):
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
"""The sub-steps of a part of a card action (RULES §16.4)."""

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
