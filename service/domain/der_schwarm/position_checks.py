"""The conditions RULES §17.5 puts on a position document, one check per condition (D59).

`documents.read` decodes the document against `DerSchwarmPosition` first (every unknown key,
missing key and wrong type), then runs `CHECKS` in order; a check that reads a malformed field
is skipped. Player counts come from the game being created (`setup.players`), so they hold
even when the document's own `players` is malformed. Checks that read the seats by index run
only when `seats` lists one entry per player (`_seated`), and the last check, which builds
the state the document describes, only on a document every other check accepts.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterator

from service.domain.der_schwarm import data, flow, position_board
from service.domain.der_schwarm.board import chain_position
from service.domain.der_schwarm.document import DerSchwarmPosition, PositionAction
from service.domain.der_schwarm.options import DerSchwarmOptions
from service.domain.der_schwarm.position import to_state
from service.domain.der_schwarm.queen import queen_change
from service.domain.documents import Check
from service.domain.kernel import Setup

Problems = Iterator[str]
Context = Setup[DerSchwarmOptions]
CheckFn = Callable[[DerSchwarmPosition, Context], Problems]

_FLAGS = ("free_start", "dangerous_tsunami", "hidden_hands")
_PHASES = ("setup", "buying", "playing")
_JOKER_STATES = ("available", "used", "passed")


def _seated(check: CheckFn) -> CheckFn:
    """`check`, run only when `seats` lists one entry per player of the game (the earlier
    problem is reported by `_seat_count` or `_players`)."""

    @functools.wraps(check)
    def seated(doc: DerSchwarmPosition, setup: Context) -> Problems:
        if len(doc.seats) == setup.players:
            yield from check(doc, setup)

    return seated


# -- rule 1: counts, options, round, phase, turn order, RP ----------------------------------


def _players(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.players != setup.players:
        yield f"players is {doc.players}, but the game has {setup.players} players."


def _seat_count(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if len(doc.seats) != doc.players:
        yield "seats must list one entry per player."


def _options(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """The game's options where the creation request gives them: all-default options mean
    "none given" (the platform always passes options), and the document's apply."""
    given = setup.options != DerSchwarmOptions()
    if given and any(getattr(doc.options, f) != getattr(setup.options, f) for f in _FLAGS):
        yield "options differ from the game's options."


def _initial_order(doc: DerSchwarmPosition, setup: Context) -> Problems:
    order = doc.options.initial_order
    if order is not None and sorted(order) != list(range(setup.players)):
        yield "options.initial_order is not a permutation of the seats."


def _round(doc: DerSchwarmPosition, setup: Context) -> Problems:
    rounds = data.rounds(setup.players)
    if not 1 <= doc.round <= rounds:
        yield f"round must be between 1 and {rounds}."


def _phase(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase not in (*_PHASES, "over"):
        yield "phase must be setup, buying or playing."


def _turn_order(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if sorted(doc.turn_order) != list(range(setup.players)):
        yield "turn_order is not a permutation of the seats."


def _research_points(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if any(s.rp < 0 for s in doc.seats):
        yield "research points must not be negative."


def _not_over(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase == "over":
        yield "a finished game cannot be loaded (D59)."


def _seat_fields(doc: DerSchwarmPosition, setup: Context) -> Problems:
    in_use = data.order_numbers(setup.players)
    for i, seat in enumerate(doc.seats):
        if seat.joker not in _JOKER_STATES:
            yield f"seat {i}: joker must be available, used or passed."
        if seat.ability is not None and seat.ability not in data.ABILITIES:
            yield f"seat {i}: unknown ability card {seat.ability}."
        if seat.order_card is not None and seat.order_card not in in_use:
            yield f"seat {i}: order card {seat.order_card} is not in use."


# -- rule 2: cards --------------------------------------------------------------------------


def _cards(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """Every card exactly once, blue deck sizes, no stranger ids."""
    row = [c for c in doc.row or () if c != data.ORDER_ENTRY]
    held = row + [c for s in doc.seats for c in (*s.hand, *s.played)]
    counts = Counter(held + list(doc.blue_deck) + list(doc.blue_out))
    expected = [*data.light_cards(setup.players), data.GREEN_CARD, *data.BLUE_CARDS]
    for card in expected:
        if counts[card] != 1:
            yield f"card {card} must appear exactly once."
    strangers = sorted(set(counts) - set(expected))
    if strangers:
        yield f"unknown or unused card ids: {', '.join(strangers)}."
    if any(c not in data.BLUE_CARDS for c in (*doc.blue_deck, *doc.blue_out)):
        yield "blue_deck and blue_out hold blue cards only."
    if sum(1 for c in held if c in data.BLUE_CARDS) != 2:
        yield "exactly 2 blue cards must be outside blue_deck and blue_out."
    reshuffle = setup.players == 2 and doc.round + 1 == 4
    later = doc.round < data.rounds(setup.players) and not reshuffle
    if later and len(doc.blue_deck) < 2:
        yield "the blue deck must hold 2 cards for the next round."


def _row(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase == "playing":
        if doc.row is not None:
            yield "row must be null in the playing phase."
        return
    if doc.phase not in ("setup", "buying"):
        return
    if doc.row is None:
        yield "row is required in the setup and buying phases."
        return
    entries = doc.row.count(data.ORDER_ENTRY)
    if entries != int(bool(doc.order_deck)) or (entries and doc.row[-1] != data.ORDER_ENTRY):
        yield 'row must end with "ORDER" exactly while order_deck is not empty.'


# -- rule 3: the phase ----------------------------------------------------------------------


def _setup(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """Setup phase: round 1, nothing but start stations, placed in placement order."""
    if doc.phase != "setup":
        return
    if doc.round != 1 or len(doc.blue_deck) != 4 or doc.blue_out:
        yield "setup needs round 1, a blue deck of 4 and no blue card out."
    seats = doc.seats
    if any(s.hand or s.played or s.ability or s.joker != "available" for s in seats):
        yield "in setup no seat holds cards or abilities and every joker is available."
    if any(s.rp != data.START_RP for s in seats):
        yield f"in setup every seat has {data.START_RP} RP."
    if any(s.ships or s.tiles or s.queen_buoy for s in seats) or doc.placed:
        yield "in setup nothing but start stations is on the board."
    if len(doc.face_down) != len(data.REGULAR_TILES) or len(doc.golden_supply) != 4:
        yield "in setup all 59 tiles are face down and all golden tiles in supply."
    if any(v is not None for v in doc.hazards.values()):
        yield "in setup all hazards are in supply."
    yield from _setup_order(doc, setup)


def _setup_order(doc: DerSchwarmPosition, setup: Context) -> Problems:
    numbers = data.order_numbers(setup.players)
    if doc.options.free_start:
        held = sorted(s.order_card or 0 for s in doc.seats)
        if held != list(numbers) or doc.order_deck:
            yield "in free-start setup each seat holds one dealt order card."
            return
        order = sorted(range(setup.players), key=lambda s: -(doc.seats[s].order_card or 0))
    else:
        if any(s.order_card is not None for s in doc.seats) or doc.order_deck != numbers:
            yield "in setup the order deck is complete and nobody holds an order card."
        order = list(doc.turn_order)
    placed = [bool(doc.seats[i].stations) for i in order if 0 <= i < len(doc.seats)]
    if placed != sorted(placed, reverse=True):
        yield "the seats that placed must be a prefix of the placement order."
    for i, seat in enumerate(doc.seats):
        if seat.stations and list(seat.stations.values()) != [1]:
            yield f"seat {i} must have exactly one start station with 1 researcher."
        if not doc.options.free_start and any(f not in data.START_FIELDS for f in seat.stations):
            yield f"seat {i}: start stations go on start fields."
    if doc.options.free_start:
        yield from _free_distance(doc)


def _free_distance(doc: DerSchwarmPosition) -> Problems:
    fields = [f for s in doc.seats for f in s.stations if f in data.LAND]
    for a in fields:
        for b in fields:
            side_a, i = chain_position(a)
            side_b, j = chain_position(b)
            if a < b and side_a == side_b and abs(i - j) < 4:
                yield "first stations on one land chain must be at least 4 apart (D48)."
                return


def _buying(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """Buying phase: nothing played, hands within the quota, order cards and abilities."""
    if doc.phase != "buying":
        return
    if any(s.played or s.joker != "available" for s in doc.seats):
        yield "in the buying phase nothing is played and every joker is available."
    if any(len(s.hand) > data.quota(setup.players) for s in doc.seats):
        yield "a hand holds more than the quota."
    held = [s.order_card for s in doc.seats if s.order_card is not None]
    if sorted(held + list(doc.order_deck)) != list(data.order_numbers(setup.players)):
        yield "held order numbers plus order_deck must be exactly 1…n."
    if any((s.ability is None) != (s.order_card is None) for s in doc.seats):
        yield "a seat holds an ability exactly when it holds an order card."
    abilities = [s.ability for s in doc.seats if s.ability is not None]
    if len(set(abilities)) != len(abilities):
        yield "abilities must be distinct."


def _playing(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """Playing phase: order cards back, distinct abilities, quotas, the open action."""
    if doc.phase != "playing":
        return
    if doc.order_deck != data.order_numbers(setup.players) or any(
        s.order_card is not None for s in doc.seats
    ):
        yield "in the playing phase the order deck is complete and nobody holds a card."
    abilities = [s.ability for s in doc.seats]
    if None in abilities or len(set(abilities)) != len(abilities):
        yield "in the playing phase every seat holds a distinct ability."
    quota = data.quota(setup.players)
    if any(len(s.hand) + len(s.played) != quota for s in doc.seats):
        yield f"hand plus played must be exactly {quota} cards for each seat."
    if any(s.joker == "passed" and s.hand for s in doc.seats):
        yield "a seat that passed must have an empty hand."
    if doc.open_action is not None:
        yield from _open_action(doc, doc.open_action, setup)


def _action_matches(doc: DerSchwarmPosition, action: PositionAction, seat: int) -> bool:
    player = doc.seats[seat]
    if action.card == data.JOKER:
        return player.joker == "used" and action.action in data.JOKER_ACTIONS
    if action.card not in player.played or action.card not in data.CARD_ACTION:
        return False
    if action.card == data.DOUBLE_CARD:
        parts = ("ship", "researcher")
        if action.action == "ship_and_researcher":
            return not action.parts_done
        return (
            action.action in parts
            and len(action.parts_done) <= 1
            and set(action.parts_done) <= set(parts)
            and action.action not in action.parts_done
        )
    return action.action == data.CARD_ACTION[action.card] and not action.parts_done


def _open_action(doc: DerSchwarmPosition, action: PositionAction, setup: Context) -> Problems:
    seat = doc.active_seat
    if seat is None or not 0 <= seat < setup.players:
        yield "open_action needs an active_seat."
        return
    if not _action_matches(doc, action, seat):
        yield "open_action's card and action do not match the actor's played card."
    fast = doc.seats[seat].ability == "A-FAST-SHIP"
    allowed = data.SHIP_STEPS_FAST if fast else data.SHIP_STEPS
    ship = action.action == "ship"
    if not 0 <= action.steps_used <= (allowed if ship else 0) or (action.ship_placed and not ship):
        yield "open_action ship counters are out of range."
    limit = sum(doc.seats[seat].stations.values()) if action.action == "researcher" else 0
    if not 0 <= action.tiles_placed <= limit:
        yield "open_action tiles_placed is out of range."


def _open_action_in_play(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase != "playing" and doc.open_action is not None:
        yield "open_action is only allowed in the playing phase."


# -- rules 1 (active seat) and 8 (queen), on the state the document describes ----------------


def _described_state(doc: DerSchwarmPosition, setup: Context) -> Problems:
    """The queen buoys are what a queen check leaves, and `active_seat` can decide now. Only
    a document that every other check accepts describes a state to judge."""
    if any(True for check in _RULES for _ in check(doc, setup)):
        return
    state = to_state(doc, setup.rules_revision)
    if any(queen_change(state, s) is not None for s in range(setup.players)):
        yield "the queen buoys are not what a queen check leaves (§10)."
    seat = doc.active_seat
    if doc.phase == "setup":
        ok = seat == flow.active_seat(state)
    elif doc.phase == "buying":
        ok = seat is not None and 0 <= seat < setup.players and flow.needs_cards(state, seat)
    else:
        ok = (
            seat is not None
            and 0 <= seat < setup.players
            and (doc.open_action is not None or flow.can_act(state, seat))
        )
    if not ok:
        yield "active_seat is not a seat that can decide now."


_RULES: tuple[CheckFn, ...] = (
    _players,
    _seat_count,
    _options,
    _initial_order,
    _round,
    _phase,
    _turn_order,
    _research_points,
    *map(
        _seated,
        (
            _not_over,
            _seat_fields,
            _cards,
            _row,
            position_board.pieces,
            position_board.tiles,
            position_board.stacks,
            position_board.hazards,
            _setup,
            _buying,
            _playing,
            _open_action_in_play,
        ),
    ),
)

CHECKS: tuple[Check[DerSchwarmPosition, Context], ...] = (*_RULES, _described_state)
"""Every condition of RULES §17.5, in the order the problems are listed (a document is valid
when none of them finds a problem)."""
