"""The events of the log (RULES §16.7), a tagged union on `type`; they record every decision,
random results included, so `evolve` never draws. Stored as JSON: tuples and str-keyed dicts."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.domain.kernel import EventBase, Upcasters
from service.domain.mammoth_hunters.options import MammothHuntersOptions

D = msgspec.Meta


class HunterCounts(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One seat's hunters in a region of a position document (RULES §16.9)."""

    plain: Annotated[int, D(description="Unclubbed hunters.")] = 0
    clubbed: Annotated[int, D(description="Clubbed hunters.")] = 0


class HandCount(msgspec.Struct, frozen=True, kw_only=True):
    light: int
    dark: int


class HunterAt(msgspec.Struct, frozen=True):
    """A hunter named in an exchange."""

    owner: int
    region: int
    clubbed: bool = False


class GameStarted(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.game_started"):
    players: int
    options: MammothHuntersOptions
    colours: tuple[str, ...]
    start_player: int
    from_position: bool = False


class DecksShuffled(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.decks_shuffled"):
    """Deck orders, top first; redacted copies keep only the sizes."""

    light: tuple[str, ...] = ()
    dark: tuple[str, ...] = ()
    light_size: int
    dark_size: int


class CampfiresPlaced(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.campfires_placed"):
    """Face-down tiles per open region and aside; redacted copies keep only the counts."""

    round: int
    stacks: dict[str, tuple[int, ...]] = {}
    aside: tuple[int, ...] = ()
    counts: dict[str, int]
    aside_count: int


class InitialHunterPlaced(
    EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.initial_hunter_placed"
):
    seat: int
    region: int


class HandsDealt(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.hands_dealt"):
    """Opening hands per seat; a redacted copy empties the hands a viewer may not see."""

    hands: tuple[tuple[str, ...], ...]
    light_counts: tuple[int, ...]
    dark_counts: tuple[int, ...]


class RoundStarted(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.round_started"):
    round: int
    start_player: int
    dark_reserve: int
    light_reserve: int


class CardPlayed(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.card_played"):
    seat: int
    card: str
    copied: str | None = None
    pile: str | None = None
    option: str | None = None
    target: int | None = None
    paid: int = 0
    from_dark: int = 0
    from_light: int = 0


class FinalRoundStop(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.final_round_stop"):
    seat: int
    moved: int


class HunterPlaced(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.hunter_placed"):
    by: int
    region: int
    club: bool = False


class HunterMoved(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.hunter_moved"):
    by: int
    owner: int
    from_region: int
    to_region: int
    clubbed: bool = False
    club: bool = False


class HuntersSwapped(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.hunters_swapped"):
    by: int
    a: HunterAt
    b: HunterAt
    club: bool = False


class HunterRemoved(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.hunter_removed"):
    by: int
    owner: int
    region: int
    clubbed: bool = False


class MammothPlaced(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.mammoth_placed"):
    by: int
    region: int


class MammothMoved(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.mammoth_moved"):
    by: int
    from_region: int
    to_region: int


class MammothRemoved(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.mammoth_removed"):
    by: int
    region: int


class CampfireMoved(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.campfire_moved"):
    by: int
    from_region: int
    to_region: int


class ClubTaken(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.club_taken"):
    by: int
    attach_to: int | None = None


class PartEnded(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.part_ended"):
    seat: int
    reason: str


class CardPutAway(
    EventBase, frozen=True, kw_only=True, omit_defaults=True, tag="mammoth_hunters.card_put_away"
):  # fmt: skip
    """`card` is left out of the copies of other seats and spectators (RULES §16.7)."""

    seat: int
    colour: str
    card: str | None = None


class CardDiscarded(
    EventBase, frozen=True, kw_only=True, omit_defaults=True, tag="mammoth_hunters.card_discarded"
):  # fmt: skip
    """`card` is left out of the copies of other seats and spectators (RULES §16.7)."""

    seat: int
    colour: str
    card: str | None = None


class DiscardSkipped(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.discard_skipped"):
    seat: int


class DeckReshuffled(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.deck_reshuffled"):
    """The new deck, top first; redacted copies keep only `colour` and `size`."""

    colour: str
    deck: tuple[str, ...] = ()
    size: int


class CardDrawn(
    EventBase, frozen=True, kw_only=True, omit_defaults=True, tag="mammoth_hunters.card_drawn"
):  # fmt: skip
    """`card` is left out of the copies of other seats and spectators (RULES §16.7)."""

    seat: int
    colour: str
    card: str | None = None


class TurnEnded(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.turn_ended"):
    seat: int


class DeploymentEnded(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.deployment_ended"):
    round: int


class CampfiresRevealed(
    EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.campfires_revealed"
):
    stacks: dict[str, tuple[int, ...]]


class ConflictResolved(
    EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.conflict_resolved"
):
    region: int
    capacity: int
    removed: dict[str, int]


class BoardCleared(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.board_cleared"):
    clubs_returned: int
    campfires_returned: int


class RoundScored(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.round_scored"):
    round: int
    gained: tuple[int, ...]
    vp: tuple[int, ...]


class GlacierPlayerChosen(
    EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.glacier_player_chosen"
):
    """`tied`: the seats still equal after VP, hunters and stones (one seat without a lot)."""

    seat: int
    tied: tuple[int, ...]
    by_lot: bool


class GlacierPlaced(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.glacier_placed"):
    seat: int
    region: int
    hunters_returned: dict[str, int]
    mammoths_returned: int


class GlacierPassed(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.glacier_passed"):
    seat: int


class StonesTransferred(
    EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.stones_transferred"
):
    moved: int
    donations: tuple[int, ...]
    dark_reserve: int


class GameEnded(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.game_ended"):
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


class PositionLoaded(EventBase, frozen=True, kw_only=True, tag="mammoth_hunters.position_loaded"):
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

UPCASTERS = Upcasters()
"""The schema history of these events: none has changed shape yet (see `kit/upcasters.py`)."""
