"""`evolve`: the state after one event (RULES §17.2); pure, never draws, never fails on a log
`decide` produced.

`Decision` is the collector a command's rule functions emit into (`kernel.Collector`): it folds
each event as it is emitted, so later steps of one decision (the queen check, the end of the
round) see the earlier ones.
"""

from __future__ import annotations

from typing import assert_never

from msgspec.structs import replace

from service.domain.der_schwarm import data, flow
from service.domain.der_schwarm import events as ev
from service.domain.der_schwarm.position import restore
from service.domain.der_schwarm.state import (
    BuyingPhase,
    OpenAction,
    OverPhase,
    PlacedTile,
    PlayerState,
    PlayingPhase,
    SetupPhase,
    Stack,
    State,
    replace_seat,
)
from service.domain.kernel import Collector

Decision = Collector[State, ev.Event]


def _seat(state: State, seat: int, **changes: object) -> State:
    player = replace(state.seats[seat], **changes)
    return replace(state, seats=replace_seat(state, seat, player))


def _action(state: State, **changes: object) -> State:
    assert isinstance(state.phase, PlayingPhase) and state.phase.action is not None
    action = replace(state.phase.action, **changes)
    return replace(state, phase=replace(state.phase, action=action))


def _without_one(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    i = items.index(item)
    return items[:i] + items[i + 1 :]


def _started(state: State, e: ev.GameStarted) -> State:
    order = e.initial_order or ()
    return replace(
        state,
        players=e.players,
        options=e.options,
        turn_order=order,
        seats=tuple(PlayerState() for _ in range(e.players)),
        order_deck=() if e.options.free_start else data.order_numbers(e.players),
        phase=SetupPhase(order=order),
    )


def _order_dealt(state: State, e: ev.OrderCardsDealt) -> State:
    seats = tuple(replace(p, order_card=n) for p, n in zip(state.seats, e.numbers, strict=True))
    placing = tuple(sorted(range(state.players), key=lambda s: -e.numbers[s]))
    return replace(state, seats=seats, order_deck=(), phase=SetupPhase(order=placing))


def _blue_shuffled(state: State, e: ev.BlueDeckShuffled) -> State:
    blue = set(data.BLUE_CARDS)
    seats = tuple(
        replace(p, played=tuple(c for c in p.played if c not in blue)) for p in state.seats
    )
    return replace(state, blue_deck=e.cards or (), blue_out=(), seats=seats)


def _row_laid_out(state: State, e: ev.RowLaidOut) -> State:
    blue = set(data.BLUE_CARDS)
    played_blue = tuple(c for p in state.seats for c in p.played if c in blue)
    seats = tuple(replace(p, played=(), joker="available") for p in state.seats)
    drawn = [c for c in e.row if c in blue]
    phase = state.phase
    if not isinstance(phase, SetupPhase):
        phase = BuyingPhase(active=flow.seats_in_order(state)[0])
    return replace(
        state,
        round=e.round,
        row=e.row,
        seats=seats,
        blue_deck=tuple(c for c in state.blue_deck if c not in drawn),
        blue_out=state.blue_out + played_blue,
        phase=phase,
    )


def _start_station(state: State, e: ev.StartStationPlaced) -> State:
    player = state.seats[e.seat]
    state = _seat(state, e.seat, stations={**player.stations, e.field: 1})
    assert isinstance(state.phase, SetupPhase)
    placed = state.phase.placed + 1
    if placed == len(state.phase.order) and not state.options.free_start:
        return replace(state, phase=BuyingPhase(active=state.turn_order[0]))
    return replace(state, phase=replace(state.phase, placed=placed))


def _turn_order_set(state: State, e: ev.TurnOrderSet) -> State:
    seats = tuple(replace(p, order_card=None) for p in state.seats)
    state = replace(
        state, turn_order=e.order, seats=seats, order_deck=data.order_numbers(state.players)
    )
    if isinstance(state.phase, SetupPhase):
        row = (*state.row, data.ORDER_ENTRY)
        return replace(state, row=row, phase=BuyingPhase(active=e.order[0]))
    return replace(state, row=(), phase=PlayingPhase(active=flow.first_player(state)))


def _after_buy(state: State, seat: int) -> State:
    return replace(state, phase=BuyingPhase(active=flow.next_buyer(state, seat)))


def _action_bought(state: State, e: ev.ActionCardBought) -> State:
    player = state.seats[e.seat]
    state = _seat(state, e.seat, rp=player.rp - e.cost, hand=(*player.hand, e.card))
    row = state.row[: e.index] + state.row[e.index + 1 :]
    return _after_buy(replace(state, row=row), e.seat)


def _order_bought(state: State, e: ev.OrderCardBought) -> State:
    player = state.seats[e.seat]
    tiles = player.tiles
    golden = state.golden_supply
    if e.golden_tile is not None:
        tiles = tuple(sorted((*tiles, e.golden_tile)))
        golden = tuple(g for g in golden if g != e.golden_tile)
    state = _seat(
        state, e.seat, rp=player.rp - e.cost, order_card=e.number, ability=e.ability, tiles=tiles
    )
    deck = tuple(n for n in state.order_deck if n != e.number)
    row = state.row if deck else tuple(c for c in state.row if c != data.ORDER_ENTRY)
    return _after_buy(replace(state, order_deck=deck, row=row, golden_supply=golden), e.seat)


def _card_played(state: State, e: ev.CardPlayed) -> State:
    player = state.seats[e.seat]
    if e.card == data.JOKER:
        state = _seat(state, e.seat, joker="used")
    else:
        hand = _without_one(player.hand, e.card)
        state = _seat(state, e.seat, hand=hand, played=(*player.played, e.card))
    action = OpenAction(card=e.card, action=e.action)
    return replace(state, phase=PlayingPhase(active=e.seat, action=action))


def _turn_ended(state: State, seat: int) -> State:
    return replace(state, phase=PlayingPhase(active=flow.next_player(state, seat)))


def _action_ended(state: State, e: ev.ActionEnded) -> State:
    assert isinstance(state.phase, PlayingPhase) and state.phase.action is not None
    action = state.phase.action
    if e.part is not None and len(action.parts_done) == 0:
        other = "researcher" if e.part == "ship" else "ship"
        opened = OpenAction(card=action.card, action=other, parts_done=(e.part,))
        return replace(state, phase=replace(state.phase, action=opened))
    return _turn_ended(state, e.seat)


def _tile_placed(state: State, e: ev.TilePlaced) -> State:
    placed = dict(state.placed)
    if e.buoy_source is not None:
        source = placed[e.buoy_source]
        buoys = list(source.buoys)
        del buoys[len(buoys) - 1 - buoys[::-1].index(e.seat)]
        placed[e.buoy_source] = replace(source, buoys=tuple(buoys))
    tile = PlacedTile(tile=e.tile, sides=e.sides)
    old = placed.get(e.field)
    if e.stacked and old is not None:
        placed[e.field] = Stack(tiles=(*old.tiles, tile), buoys=(*old.buoys, e.seat))
    else:
        placed[e.field] = Stack(tiles=(tile,), buoys=(e.seat,))
    player = state.seats[e.seat]
    state = _seat(state, e.seat, rp=player.rp + e.rp, tiles=_without_one(player.tiles, e.tile))
    state = replace(state, placed=placed)
    return _action(state, tiles_placed=_open(state).tiles_placed + 1)


def _open(state: State) -> OpenAction:
    assert isinstance(state.phase, PlayingPhase) and state.phase.action is not None
    return state.phase.action


def _ship_moved(state: State, e: ev.ShipMoved) -> State:
    player = state.seats[e.seat]
    ships = tuple(sorted((*_without_one(player.ships, e.from_field), e.to_field)))
    state = _seat(state, e.seat, ships=ships)
    return _action(state, steps_used=_open(state).steps_used + 1)


def _damaged(state: State, e: ev.Damaged) -> State:
    state = _seat(state, e.victim, rp=state.seats[e.victim].rp - e.amount)
    return _seat(state, e.mover, rp=state.seats[e.mover].rp + e.amount)


def _round_scored(state: State, e: ev.RoundScored) -> State:
    seats = tuple(
        replace(p, rp=p.rp + g, ability=None) for p, g in zip(state.seats, e.gained, strict=True)
    )
    return replace(state, seats=seats)


def _final_scored(state: State, e: ev.FinalScored) -> State:
    seats = tuple(
        replace(p, rp=p.rp + q + s) for p, q, s in zip(state.seats, e.queen, e.sides, strict=True)
    )
    return replace(state, seats=seats)


def _hazard(state: State, hazard: str, field: str | None) -> State:
    return replace(state, hazards={**state.hazards, hazard: field})


def evolve(state: State, event: ev.Event) -> State:
    """RULES §17.2: every event's effect on the state."""
    match event:
        case ev.GameStarted():
            return _started(state, event)
        case ev.TilesDealt(fields=fields, tiles=tiles):
            return replace(state, face_down=dict(zip(fields, tiles or (), strict=False)))
        case ev.BlueDeckShuffled():
            return _blue_shuffled(state, event)
        case ev.OrderCardsDealt():
            return _order_dealt(state, event)
        case ev.RowLaidOut():
            return _row_laid_out(state, event)
        case ev.PositionLoaded():
            return restore(state, event)
        case ev.StartStationPlaced():
            return _start_station(state, event)
        case ev.TurnOrderSet():
            return _turn_order_set(state, event)
        case ev.ActionCardBought():
            return _action_bought(state, event)
        case ev.OrderCardBought():
            return _order_bought(state, event)
        case ev.BuyPassed(seat=seat):
            return _after_buy(state, seat)
        case ev.CardPlayed():
            return _card_played(state, event)
        case ev.RoundPassed(seat=seat):
            return _turn_ended(_seat(state, seat, joker="passed"), seat)
        case ev.PartChosen(part=part):
            return _action(state, action=part)
        case ev.StationBuilt(seat=seat, field=field, with_researcher=with_researcher):
            stations = {**state.seats[seat].stations, field: 1 if with_researcher else 0}
            return _seat(state, seat, stations=stations)
        case ev.ResearcherAdded(seat=seat, field=field):
            stations = dict(state.seats[seat].stations)
            stations[field] += 1
            return _seat(state, seat, stations=stations)
        case ev.ShipPlaced(seat=seat, field=field):
            ships = tuple(sorted((*state.seats[seat].ships, field)))
            return _action(_seat(state, seat, ships=ships), ship_placed=True)
        case ev.ShipMoved():
            return _ship_moved(state, event)
        case ev.TileCollected(seat=seat, field=field, tile=tile):
            face_down = {f: t for f, t in state.face_down.items() if f != field}
            tiles = tuple(sorted((*state.seats[seat].tiles, tile)))
            return _seat(replace(state, face_down=face_down), seat, tiles=tiles)
        case ev.TilePlaced():
            return _tile_placed(state, event)
        case ev.QueenBuoyPlaced(seat=seat):
            return _seat(state, seat, queen_buoy=True)
        case ev.QueenBuoyRemoved(seat=seat):
            return _seat(state, seat, queen_buoy=False)
        case ev.HazardPlaced(hazard=hazard, field=field):
            return _hazard(state, hazard, field)
        case ev.HazardMoved(hazard=hazard, path=path):
            return _hazard(state, hazard, path[-1]) if path else state
        case ev.Damaged():
            return _damaged(state, event)
        case ev.HazardReturned(hazard=hazard):
            return _hazard(state, hazard, None)
        case ev.ActionEnded():
            return _action_ended(state, event)
        case ev.RoundScored():
            return _round_scored(state, event)
        case ev.FinalScored():
            return _final_scored(state, event)
        case ev.GameEnded(results=results):
            return replace(state, phase=OverPhase(), result=tuple(r.rp for r in results))
        case _:
            assert_never(event)
