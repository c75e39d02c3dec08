"""The game state: board, seats, cards, reserves and the phase (the pending decision, RULES
§16.2); states are frozen and compared with ==."""

from __future__ import annotations

import msgspec
from msgspec.structs import replace

from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.options import MammothHuntersOptions


class Region(msgspec.Struct, frozen=True, kw_only=True):
    """One board region: glacier, hunters per seat (plain / clubbed), mammoths, campfires."""

    covered: bool = False
    plain: tuple[int, ...] = ()
    clubbed: tuple[int, ...] = ()
    mammoths: int = 0
    campfires: tuple[int, ...] = ()
    """Face-down campfire values, bottom of the stack first (D36)."""

    def hunters(self) -> int:
        return sum(self.plain) + sum(self.clubbed)

    def of(self, seat: int, clubbed: bool) -> int:
        return (self.clubbed if clubbed else self.plain)[seat]


class SeatState(msgspec.Struct, frozen=True, kw_only=True):
    stones: int = 0
    vp: int = 0
    held_clubs: int = 0
    hand: tuple[str, ...] = ()


class PileCard(msgspec.Struct, frozen=True):
    """A card in a discard pile; `hidden` marks a face-down discard (D7)."""

    card: str
    hidden: bool = False


class Part(msgspec.Struct, frozen=True, kw_only=True):
    """The public memory of one decider's part of a card action (RULES §16.4)."""

    decider: int
    hunters: int = 0
    mammoths: int = 0
    other: int = 0
    off_terrain: bool = False
    region: int | None = None
    """R of Hunting party."""
    source: int | None = None
    """S of Trek."""
    target: int | None = None
    """T of Trek."""
    alternative: str | None = None
    """Armament / Club: `club`, `move` or `mammoth` once chosen (D35)."""
    owners: tuple[int, ...] = ()
    """Owners whose hunters were moved (Drive) or removed (Raid), once per hunter."""
    arrived: tuple[tuple[int, int, bool], ...] = ()
    """Drive: (owner, region, clubbed) of every hunter that arrived by this card (D27)."""

    def steps(self) -> int:
        return self.hunters + self.mammoths + self.other


class Preparatory(msgspec.Struct, frozen=True):
    seat: int
    placed: int


class Play(msgspec.Struct, frozen=True):
    pass


class Resolve(msgspec.Struct, frozen=True, kw_only=True):
    card: str
    """The card being resolved (the copied card for a Cult)."""
    copied_from: str | None
    """The pile a Cult copied from; the card returns on top of it afterwards."""
    option: str | None
    part: Part
    waiting: tuple[int, ...] = ()
    """Opponents still to decide (Great migration, Newcomers)."""


class Discard(msgspec.Struct, frozen=True):
    pass


class Draw(msgspec.Struct, frozen=True):
    pass


class GlacierChoice(msgspec.Struct, frozen=True):
    seat: int


class Automatic(msgspec.Struct, frozen=True):
    """Between decisions inside one command (conflict, scoring, round change)."""


class Over(msgspec.Struct, frozen=True):
    pass


Phase = Preparatory | Play | Resolve | Discard | Draw | GlacierChoice | Automatic | Over


class State(msgspec.Struct, frozen=True, kw_only=True):
    """Everything about a game of Mammoth Hunters (secrets included); no move history."""

    players: int
    options: MammothHuntersOptions
    rules_revision: int
    """The revision of RULES.md the game was created with; D19 (donations) differs by it."""
    phase: Phase = Automatic()
    round: int = 1
    start_player: int = 0
    active: int = 0
    turn_stones: int = 0
    """The active seat's stones at the start of his turn (RULES §6.5)."""
    regions: tuple[Region, ...] = ()
    seats: tuple[SeatState, ...] = ()
    light_deck: tuple[str, ...] = ()
    dark_deck: tuple[str, ...] = ()
    light_pile: tuple[PileCard, ...] = ()
    dark_pile: tuple[PileCard, ...] = ()
    campfires_aside: tuple[int, ...] = ()
    dark_reserve: int = 0
    light_reserve: int = 0

    # ---- derived queries -------------------------------------------------------------

    def region(self, number: int) -> Region:
        return self.regions[number - 1]

    def is_open(self, number: int) -> bool:
        return 1 <= number <= len(data.REGIONS) and not self.regions[number - 1].covered

    def open_regions(self) -> tuple[int, ...]:
        return tuple(n for n in data.REGIONS if not self.regions[n - 1].covered)

    def on_board(self, seat: int) -> int:
        return sum(r.plain[seat] + r.clubbed[seat] for r in self.regions)

    def pool(self, seat: int) -> int:
        return data.HUNTERS_USABLE - self.on_board(seat)

    def mammoths_on_board(self) -> int:
        return sum(r.mammoths for r in self.regions)

    def mammoth_supply(self) -> int:
        in_play = data.MAMMOTHS - data.SETUP[self.players].mammoths_in_box
        return in_play - self.mammoths_on_board()

    def clubs_on_board(self) -> int:
        return sum(sum(r.clubbed) for r in self.regions)

    def club_supply(self) -> int:
        held = sum(s.held_clubs for s in self.seats)
        return data.CLUBS - self.clubs_on_board() - held

    def pile(self, colour: str) -> tuple[PileCard, ...]:
        return self.light_pile if colour == "light" else self.dark_pile

    def deck(self, colour: str) -> tuple[str, ...]:
        return self.light_deck if colour == "light" else self.dark_deck

    def final_round(self) -> int:
        return data.ROUNDS_SHORT if self.options.short_game else data.ROUNDS

    def is_final_round(self) -> bool:
        return self.round == self.final_round()

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.players


# ---- small pure updaters used by evolve -------------------------------------------------


def with_region(state: State, number: int, region: Region) -> State:
    regions = list(state.regions)
    regions[number - 1] = region
    return replace(state, regions=tuple(regions))


def with_seat(state: State, seat: int, seat_state: SeatState) -> State:
    seats = list(state.seats)
    seats[seat] = seat_state
    return replace(state, seats=tuple(seats))


def add_hunter(region: Region, seat: int, clubbed: bool, delta: int) -> Region:
    counts = list(region.clubbed if clubbed else region.plain)
    counts[seat] += delta
    if clubbed:
        return replace(region, clubbed=tuple(counts))
    return replace(region, plain=tuple(counts))


def with_pile(state: State, colour: str, pile: tuple[PileCard, ...]) -> State:
    if colour == "light":
        return replace(state, light_pile=pile)
    return replace(state, dark_pile=pile)


def with_deck(state: State, colour: str, deck: tuple[str, ...]) -> State:
    if colour == "light":
        return replace(state, light_deck=deck)
    return replace(state, dark_deck=deck)
