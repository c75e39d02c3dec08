"""Validating a position document: every broken rule is listed (RULES §17.5, D59)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from service.domain.der_schwarm import data, flow
from service.domain.der_schwarm.board import chain_position
from service.domain.der_schwarm.events import Event, GameStarted, PositionLoaded
from service.domain.der_schwarm.position import Position, PositionAction, to_state
from service.domain.der_schwarm.position_board import board_problems
from service.domain.der_schwarm.queen import queen_change
from service.domain.der_schwarm.setup import check_options
from service.domain.der_schwarm.state import Options
from service.domain.documents import structural_problems
from service.domain.kernel import IllegalMove

_FLAGS = ("free_start", "dangerous_tsunami", "hidden_hands")
_PHASES = ("setup", "buying", "playing")
_JOKER_STATES = ("available", "used", "passed")


def _decode(document: Any) -> Position:
    try:
        return msgspec.convert(document, Position)
    except msgspec.ValidationError as error:
        problems = structural_problems(document, Position) or [str(error)]
        raise IllegalMove(
            "invalid_position", "The position document is malformed.", problems=problems
        ) from error


def _basics(doc: Position, players: int, options: Options) -> list[str]:
    """§17.5 rule 1: counts, options, round, phase, turn order, RP."""
    found: list[str] = []
    if doc.players != players:
        found.append(f"players is {doc.players}, but the game has {players} players.")
    if len(doc.seats) != doc.players:
        found.append("seats must list one entry per player.")
    # The kernel always passes options; all-default options mean "none given" (ruling).
    given = options != Options()
    if given and any(getattr(doc.options, f) != getattr(options, f) for f in _FLAGS):
        found.append("options differ from the game's options.")
    order = doc.options.initial_order
    if order is not None and sorted(order) != list(range(players)):
        found.append("options.initial_order is not a permutation of the seats.")
    if not 1 <= doc.round <= data.rounds(players):
        found.append(f"round must be between 1 and {data.rounds(players)}.")
    if doc.phase not in (*_PHASES, "over"):
        found.append("phase must be setup, buying or playing.")
    if sorted(doc.turn_order) != list(range(players)):
        found.append("turn_order is not a permutation of the seats.")
    if any(s.rp < 0 for s in doc.seats):
        found.append("research points must not be negative.")
    return found


def _seat_fields(doc: Position) -> list[str]:
    found: list[str] = []
    for i, seat in enumerate(doc.seats):
        if seat.joker not in _JOKER_STATES:
            found.append(f"seat {i}: joker must be available, used or passed.")
        if seat.ability is not None and seat.ability not in data.ABILITIES:
            found.append(f"seat {i}: unknown ability card {seat.ability}.")
        if seat.order_card is not None and seat.order_card not in data.order_numbers(doc.players):
            found.append(f"seat {i}: order card {seat.order_card} is not in use.")
    return found


def _cards(doc: Position) -> list[str]:
    """§17.5 rule 2: every card exactly once, blue deck sizes, no stranger ids."""
    found: list[str] = []
    row = [c for c in doc.row or () if c != data.ORDER_ENTRY]
    held = row + [c for s in doc.seats for c in (*s.hand, *s.played)]
    counts = Counter(held + list(doc.blue_deck) + list(doc.blue_out))
    expected = [*data.light_cards(doc.players), data.GREEN_CARD, *data.BLUE_CARDS]
    for card in expected:
        if counts[card] != 1:
            found.append(f"card {card} must appear exactly once.")
    strangers = sorted(set(counts) - set(expected))
    if strangers:
        found.append(f"unknown or unused card ids: {', '.join(strangers)}.")
    if any(c not in data.BLUE_CARDS for c in (*doc.blue_deck, *doc.blue_out)):
        found.append("blue_deck and blue_out hold blue cards only.")
    if sum(1 for c in held if c in data.BLUE_CARDS) != 2:
        found.append("exactly 2 blue cards must be outside blue_deck and blue_out.")
    reshuffle = doc.players == 2 and doc.round + 1 == 4
    later = doc.round < data.rounds(doc.players) and not reshuffle
    if later and len(doc.blue_deck) < 2:
        found.append("the blue deck must hold 2 cards for the next round.")
    return found


def _row(doc: Position) -> list[str]:
    found: list[str] = []
    if doc.phase == "playing":
        if doc.row is not None:
            found.append("row must be null in the playing phase.")
        return found
    if doc.phase not in ("setup", "buying"):
        return found
    if doc.row is None:
        found.append("row is required in the setup and buying phases.")
        return found
    wants_order = bool(doc.order_deck)
    entries = doc.row.count(data.ORDER_ENTRY)
    if entries != int(wants_order) or (entries and doc.row[-1] != data.ORDER_ENTRY):
        found.append('row must end with "ORDER" exactly while order_deck is not empty.')
    return found


def _setup(doc: Position) -> list[str]:
    """§17.5 rule 3, setup phase."""
    found: list[str] = []
    if doc.round != 1 or len(doc.blue_deck) != 4 or doc.blue_out:
        found.append("setup needs round 1, a blue deck of 4 and no blue card out.")
    seats = doc.seats
    if any(s.hand or s.played or s.ability or s.joker != "available" for s in seats):
        found.append("in setup no seat holds cards or abilities and every joker is available.")
    if any(s.rp != data.START_RP for s in seats):
        found.append(f"in setup every seat has {data.START_RP} RP.")
    if any(s.ships or s.tiles or s.queen_buoy for s in seats) or doc.placed:
        found.append("in setup nothing but start stations is on the board.")
    if len(doc.face_down) != len(data.REGULAR_TILES) or len(doc.golden_supply) != 4:
        found.append("in setup all 59 tiles are face down and all golden tiles in supply.")
    if any(v is not None for v in doc.hazards.values()):
        found.append("in setup all hazards are in supply.")
    found += _setup_order(doc)
    return found


def _setup_order(doc: Position) -> list[str]:
    found: list[str] = []
    numbers = data.order_numbers(doc.players)
    if doc.options.free_start:
        held = sorted(s.order_card or 0 for s in doc.seats)
        if held != list(numbers) or doc.order_deck:
            found.append("in free-start setup each seat holds one dealt order card.")
            return found
        order = sorted(range(doc.players), key=lambda s: -(doc.seats[s].order_card or 0))
    else:
        if any(s.order_card is not None for s in doc.seats) or doc.order_deck != numbers:
            found.append("in setup the order deck is complete and nobody holds an order card.")
        order = list(doc.turn_order)
    placed = [bool(doc.seats[i].stations) for i in order if 0 <= i < len(doc.seats)]
    if placed != sorted(placed, reverse=True):
        found.append("the seats that placed must be a prefix of the placement order.")
    for i, seat in enumerate(doc.seats):
        if seat.stations and list(seat.stations.values()) != [1]:
            found.append(f"seat {i} must have exactly one start station with 1 researcher.")
        bad = [f for f in seat.stations if f not in data.START_FIELDS]
        if bad and not doc.options.free_start:
            found.append(f"seat {i}: start stations go on start fields.")
    if doc.options.free_start:
        found += _free_distance(doc)
    return found


def _free_distance(doc: Position) -> list[str]:
    fields = [f for s in doc.seats for f in s.stations if f in data.LAND]
    for a in fields:
        for b in fields:
            side_a, i = chain_position(a)
            side_b, j = chain_position(b)
            if a < b and side_a == side_b and abs(i - j) < 4:
                return ["first stations on one land chain must be at least 4 apart (D48)."]
    return []


def _buying(doc: Position) -> list[str]:
    """§17.5 rule 3, buying phase."""
    found: list[str] = []
    if any(s.played or s.joker != "available" for s in doc.seats):
        found.append("in the buying phase nothing is played and every joker is available.")
    if any(len(s.hand) > data.quota(doc.players) for s in doc.seats):
        found.append("a hand holds more than the quota.")
    held = [s.order_card for s in doc.seats if s.order_card is not None]
    if sorted(held + list(doc.order_deck)) != list(data.order_numbers(doc.players)):
        found.append("held order numbers plus order_deck must be exactly 1…n.")
    if any((s.ability is None) != (s.order_card is None) for s in doc.seats):
        found.append("a seat holds an ability exactly when it holds an order card.")
    abilities = [s.ability for s in doc.seats if s.ability is not None]
    if len(set(abilities)) != len(abilities):
        found.append("abilities must be distinct.")
    return found


def _playing(doc: Position) -> list[str]:
    """§17.5 rule 3, playing phase."""
    found: list[str] = []
    if doc.order_deck != data.order_numbers(doc.players) or any(
        s.order_card is not None for s in doc.seats
    ):
        found.append("in the playing phase the order deck is complete and nobody holds a card.")
    abilities = [s.ability for s in doc.seats]
    if None in abilities or len(set(abilities)) != len(abilities):
        found.append("in the playing phase every seat holds a distinct ability.")
    quota = data.quota(doc.players)
    if any(len(s.hand) + len(s.played) != quota for s in doc.seats):
        found.append(f"hand plus played must be exactly {quota} cards for each seat.")
    if any(s.joker == "passed" and s.hand for s in doc.seats):
        found.append("a seat that passed must have an empty hand.")
    if doc.open_action is not None:
        found += _open_action(doc, doc.open_action)
    return found


def _action_matches(doc: Position, action: PositionAction, seat: int) -> bool:
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


def _open_action(doc: Position, action: PositionAction) -> list[str]:
    seat = doc.active_seat
    if seat is None or not 0 <= seat < doc.players:
        return ["open_action needs an active_seat."]
    found: list[str] = []
    if not _action_matches(doc, action, seat):
        found.append("open_action's card and action do not match the actor's played card.")
    fast = doc.seats[seat].ability == "A-FAST-SHIP"
    allowed = data.SHIP_STEPS_FAST if fast else data.SHIP_STEPS
    ship = action.action == "ship"
    if not 0 <= action.steps_used <= (allowed if ship else 0) or (action.ship_placed and not ship):
        found.append("open_action ship counters are out of range.")
    limit = sum(doc.seats[seat].stations.values()) if action.action == "researcher" else 0
    if not 0 <= action.tiles_placed <= limit:
        found.append("open_action tiles_placed is out of range.")
    return found


def _state_checks(doc: Position) -> list[str]:
    """§17.5 rules 1 (active seat) and 8 (queen), on the described state."""
    state = to_state(doc)
    found: list[str] = []
    if any(queen_change(state, s) is not None for s in range(doc.players)):
        found.append("the queen buoys are not what a queen check leaves (§10).")
    seat = doc.active_seat
    if doc.phase == "setup":
        ok = seat == flow.active_seat(state)
    elif doc.phase == "buying":
        ok = seat is not None and 0 <= seat < doc.players and flow.needs_cards(state, seat)
    else:
        ok = (
            seat is not None
            and 0 <= seat < doc.players
            and (doc.open_action is not None or flow.can_act(state, seat))
        )
    if not ok:
        found.append("active_seat is not a seat that can decide now.")
    return found


def problems(doc: Position, players: int, options: Options) -> list[str]:
    """Every rule of §17.5 the document breaks.

    Only a player count that differs from the game's (or from the seats listed) stops the
    checks early: every other check reads the seats by index and the counts by player count.
    """
    found = _basics(doc, players, options)
    if doc.players != players or len(doc.seats) != doc.players:
        return found
    if doc.phase == "over":
        found.append("a finished game cannot be loaded (D59).")
    found += _seat_fields(doc) + _cards(doc) + _row(doc)
    found += board_problems(doc)
    if doc.phase == "setup":
        found += _setup(doc)
    elif doc.phase == "buying":
        found += _buying(doc)
    elif doc.phase == "playing":
        found += _playing(doc)
    if doc.phase != "playing" and doc.open_action is not None:
        found.append("open_action is only allowed in the playing phase.")
    if not found:
        found += _state_checks(doc)
    return found


def load_events(players: int, options: Options, document: Any) -> list[Event]:
    """GameStarted (initial order = turn_order) then PositionLoaded (§17.5)."""
    check_options(players, options)
    doc = _decode(document)
    found = problems(doc, players, options)
    if found:
        raise IllegalMove("invalid_position", "The position is not valid.", problems=found)
    return [
        GameStarted(
            players=doc.players,
            colours=data.COLOURS[: doc.players],
            options=doc.options,
            initial_order=doc.turn_order,
        ),
        # Plain JSON values, exactly as the event reads back from the store.
        PositionLoaded(position=msgspec.json.decode(msgspec.json.encode(doc))),
    ]
