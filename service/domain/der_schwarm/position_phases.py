"""The phase conditions RULES §17.5 puts on a position document (rule 3): setup, buying and
playing, and the open action, one check per phase. `position_checks.CHECKS` runs them."""

from __future__ import annotations

from collections.abc import Iterator

from service.domain.der_schwarm import data
from service.domain.der_schwarm.board import chain_position
from service.domain.der_schwarm.document import DerSchwarmPosition, PositionAction
from service.domain.der_schwarm.options import DerSchwarmOptions
from service.domain.kernel import Setup

Problems = Iterator[str]
Context = Setup[DerSchwarmOptions]


def setup_phase(doc: DerSchwarmPosition, setup: Context) -> Problems:
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


def buying_phase(doc: DerSchwarmPosition, setup: Context) -> Problems:
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


def playing_phase(doc: DerSchwarmPosition, setup: Context) -> Problems:
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


def open_action_in_play(doc: DerSchwarmPosition, setup: Context) -> Problems:
    if doc.phase != "playing" and doc.open_action is not None:
        yield "open_action is only allowed in the playing phase."
