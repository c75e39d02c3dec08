"""The events of the log (RULES §16.7), a tagged union on `type`; they record every decision."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.mammoth_hunters.state import Options

_P = "mammoth_hunters."


class _Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    pass


D = msgspec.Meta


class HunterCounts(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    plain: Annotated[int, D(description="Unclubbed hunters.")] = 0
    clubbed: Annotated[int, D(description="Clubbed hunters.")] = 0


class RegionDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    hunters: Annotated[
        dict[str, HunterCounts], D(description="Per seat number (as a string).")
    ] = {}
    mammoths: int = 0
    campfires: Annotated[
        tuple[int, ...], D(description="Face-down tile values, bottom of the stack first.")
    ] = ()


class SeatDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    stones: int
    vp: int
    held_clubs: int
    hand: tuple[str, ...]


class DiscardDoc(
    msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    card: Annotated[str | None, D(description="The card id.")] = None
    hidden: Annotated[bool, D(description="A hidden discard (D7).")] = False


class DecksDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    light: Annotated[tuple[str, ...], D(description="Top first.")]
    dark: Annotated[tuple[str, ...], D(description="Top first.")]


class DiscardsDoc(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    light: Annotated[tuple[DiscardDoc, ...], D(description="Bottom first; the last is the top.")]
    dark: Annotated[tuple[DiscardDoc, ...], D(description="Bottom first; the last is the top.")]


class Position(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The start of a deployment turn, secrets included (RULES §16.9)."""

    players: int
    round: int
    start_player: Annotated[int, D(description="This round's start player.")]
    active_seat: Annotated[int, D(description="The seat about to play; stones are at turn start.")]
    seats: tuple[SeatDoc, ...]
    covered: tuple[int, ...]
    regions: Annotated[
        dict[str, RegionDoc], D(description="Open regions only; a missing region is empty.")
    ]
    campfires_aside: tuple[int, ...]
    dark_reserve: int
    light_reserve: int
    decks: DecksDoc
    discards: DiscardsDoc


class HandCount(msgspec.Struct, frozen=True, kw_only=True):
    light: int
    dark: int


class HunterAt(msgspec.Struct, frozen=True):
    """A hunter named in an exchange."""

    owner: int
    region: int
    clubbed: bool = False


class GameStarted(_Event, frozen=True, kw_only=True, tag=_P + "game_started"):
    players: int
    options: Options
    colours: tuple[str, ...]
    start_player: int
    from_position: bool = False


class DecksShuffled(_Event, frozen=True, kw_only=True, tag=_P + "decks_shuffled"):
    """Deck orders, top first; redacted copies keep only the sizes."""

    light: tuple[str, ...] = ()
    dark: tuple[str, ...] = ()
    light_size: int
    dark_size: int


class CampfiresPlaced(_Event, frozen=True, kw_only=True, tag=_P + "campfires_placed"):
    """Face-down tiles per open region and aside; redacted copies keep only the counts."""

    round: int
    stacks: dict[str, tuple[int, ...]] = {}
    aside: tuple[int, ...] = ()
    counts: dict[str, int]
    aside_count: int


class InitialHunterPlaced(_Event, frozen=True, kw_only=True, tag=_P + "initial_hunter_placed"):
    seat: int
    region: int


class HandsDealt(_Event, frozen=True, kw_only=True, tag=_P + "hands_dealt"):
    """Opening hands per seat; a redacted copy empties the hands a viewer may not see."""

    hands: tuple[tuple[str, ...], ...]
    light_counts: tuple[int, ...]
    dark_counts: tuple[int, ...]


class RoundStarted(_Event, frozen=True, kw_only=True, tag=_P + "round_started"):
    round: int
    start_player: int
    dark_reserve: int
    light_reserve: int


class CardPlayed(_Event, frozen=True, kw_only=True, tag=_P + "card_played"):
    seat: int
    card: str
    copied: str | None = None
    pile: str | None = None
    option: str | None = None
    target: int | None = None
    paid: int = 0
    from_dark: int = 0
    from_light: int = 0


class FinalRoundStop(_Event, frozen=True, kw_only=True, tag=_P + "final_round_stop"):
    seat: int
    moved: int


class HunterPlaced(_Event, frozen=True, kw_only=True, tag=_P + "hunter_placed"):
    by: int
    region: int
    club: bool = False


class HunterMoved(_Event, frozen=True, kw_only=True, tag=_P + "hunter_moved"):
    by: int
    owner: int
    from_region: int
    to_region: int
    clubbed: bool = False
    club: bool = False


class HuntersSwapped(_Event, frozen=True, kw_only=True, tag=_P + "hunters_swapped"):
    by: int
    a: HunterAt
    b: HunterAt
    club: bool = False


class HunterRemoved(_Event, frozen=True, kw_only=True, tag=_P + "hunter_removed"):
    by: int
    owner: int
    region: int
    clubbed: bool = False


class MammothPlaced(_Event, frozen=True, kw_only=True, tag=_P + "mammoth_placed"):
    by: int
    region: int


class MammothMoved(_Event, frozen=True, kw_only=True, tag=_P + "mammoth_moved"):
    by: int
    from_region: int
    to_region: int


class MammothRemoved(_Event, frozen=True, kw_only=True, tag=_P + "mammoth_removed"):
    by: int
    region: int


class CampfireMoved(_Event, frozen=True, kw_only=True, tag=_P + "campfire_moved"):
    by: int
    from_region: int
    to_region: int


class ClubTaken(_Event, frozen=True, kw_only=True, tag=_P + "club_taken"):
    by: int
    attach_to: int | None = None


class PartEnded(_Event, frozen=True, kw_only=True, tag=_P + "part_ended"):
    seat: int
    reason: str


class CardPutAway(
    _Event, frozen=True, kw_only=True, omit_defaults=True, tag=_P + "card_put_away"
):  # fmt: skip
    """`card` is left out of the copies of other seats and spectators (RULES §16.7)."""

    seat: int
    colour: str
    card: str | None = None


class CardDiscarded(
    _Event, frozen=True, kw_only=True, omit_defaults=True, tag=_P + "card_discarded"
):  # fmt: skip
    """`card` is left out of the copies of other seats and spectators (RULES §16.7)."""

    seat: int
    colour: str
    card: str | None = None


class DiscardSkipped(_Event, frozen=True, kw_only=True, tag=_P + "discard_skipped"):
    seat: int


class DeckReshuffled(_Event, frozen=True, kw_only=True, tag=_P + "deck_reshuffled"):
    """The new deck, top first; redacted copies keep only `colour` and `size`."""

    colour: str
    deck: tuple[str, ...] = ()
    size: int


class CardDrawn(
    _Event, frozen=True, kw_only=True, omit_defaults=True, tag=_P + "card_drawn"
):  # fmt: skip
    """`card` is left out of the copies of other seats and spectators (RULES §16.7)."""

    seat: int
    colour: str
    card: str | None = None


class TurnEnded(_Event, frozen=True, kw_only=True, tag=_P + "turn_ended"):
    seat: int


class DeploymentEnded(_Event, frozen=True, kw_only=True, tag=_P + "deployment_ended"):
    round: int


class CampfiresRevealed(_Event, frozen=True, kw_only=True, tag=_P + "campfires_revealed"):
    stacks: dict[str, tuple[int, ...]]


class ConflictResolved(_Event, frozen=True, kw_only=True, tag=_P + "conflict_resolved"):
    region: int
    capacity: int
    removed: dict[str, int]


class BoardCleared(_Event, frozen=True, kw_only=True, tag=_P + "board_cleared"):
    clubs_returned: int
    campfires_returned: int


class RoundScored(_Event, frozen=True, kw_only=True, tag=_P + "round_scored"):
    round: int
    gained: tuple[int, ...]
    vp: tuple[int, ...]


class GlacierPlayerChosen(_Event, frozen=True, kw_only=True, tag=_P + "glacier_player_chosen"):
    """`tied`: the seats still equal after VP, hunters and stones (one seat without a lot)."""

    seat: int
    tied: tuple[int, ...]
    by_lot: bool


class GlacierPlaced(_Event, frozen=True, kw_only=True, tag=_P + "glacier_placed"):
    seat: int
    region: int
    hunters_returned: dict[str, int]
    mammoths_returned: int


class GlacierPassed(_Event, frozen=True, kw_only=True, tag=_P + "glacier_passed"):
    seat: int


class StonesTransferred(_Event, frozen=True, kw_only=True, tag=_P + "stones_transferred"):
    moved: int
    donations: tuple[int, ...]
    dark_reserve: int


class GameEnded(_Event, frozen=True, kw_only=True, tag=_P + "game_ended"):
    vp: tuple[int, ...]
    hunters_on_board: tuple[int, ...]
    stones: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]


class LoadedSeat(msgspec.Struct, frozen=True, kw_only=True):
    """A seat of `position_loaded`; `hand` is the colour counts in another seat's copy."""

    stones: int
    vp: int
    held_clubs: int
    hand: Annotated[
        tuple[str, ...] | HandCount,
        D(description="The card ids; {light, dark} colour counts in redacted copies."),
    ]


class LoadedRegion(msgspec.Struct, frozen=True, kw_only=True):
    """A region of `position_loaded`; `campfires` is the tile count in redacted copies."""

    hunters: dict[str, HunterCounts] = {}
    mammoths: int = 0
    campfires: Annotated[
        tuple[int, ...] | int,
        D(description="Face-down tile values, bottom first; the tile count in redacted copies."),
    ] = ()


class LoadedDecks(msgspec.Struct, frozen=True, kw_only=True):
    light: Annotated[tuple[str, ...] | int, D(description="Top first; the size when redacted.")]
    dark: Annotated[tuple[str, ...] | int, D(description="Top first; the size when redacted.")]


class LoadedDiscard(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """A discard pile entry; a hidden one is `{hidden: true}` in redacted copies."""

    card: str | None = None
    hidden: bool = False


class LoadedDiscards(msgspec.Struct, frozen=True, kw_only=True):
    light: Annotated[tuple[LoadedDiscard, ...], D(description="Bottom first.")]
    dark: Annotated[tuple[LoadedDiscard, ...], D(description="Bottom first.")]


class PositionLoaded(_Event, frozen=True, kw_only=True, tag=_P + "position_loaded"):
    """The loaded position document itself (RULES §16.7, §16.9); redacted copies replace the
    other hands by colour counts, decks by sizes, hidden discards by `{hidden: true}` and
    campfire values by tile counts."""

    players: int
    round: int
    start_player: int
    active_seat: int
    seats: tuple[LoadedSeat, ...]
    covered: tuple[int, ...]
    regions: dict[str, LoadedRegion]
    campfires_aside: Annotated[
        tuple[int, ...] | int, D(description="Tile values; the tile count when redacted.")
    ]
    dark_reserve: int
    light_reserve: int
    decks: LoadedDecks
    discards: LoadedDiscards


Event = (
    GameStarted
    | PositionLoaded
    | DecksShuffled
    | CampfiresPlaced
    | InitialHunterPlaced
    | HandsDealt
    | RoundStarted
    | CardPlayed
    | FinalRoundStop
    | HunterPlaced
    | HunterMoved
    | HuntersSwapped
    | HunterRemoved
    | MammothPlaced
    | MammothMoved
    | MammothRemoved
    | CampfireMoved
    | ClubTaken
    | PartEnded
    | CardPutAway
    | CardDiscarded
    | DiscardSkipped
    | DeckReshuffled
    | CardDrawn
    | TurnEnded
    | DeploymentEnded
    | CampfiresRevealed
    | ConflictResolved
    | BoardCleared
    | RoundScored
    | GlacierPlayerChosen
    | GlacierPlaced
    | GlacierPassed
    | StonesTransferred
    | GameEnded
)
