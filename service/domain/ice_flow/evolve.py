"""`evolve`: the state after one event; pure, never draws, never fails on a valid log (§17.3).

`Decision` is the collector a command's rule functions emit into (`kernel.Collector`): it
folds each event as it is emitted, so later steps of one decision see earlier ones.
"""

from __future__ import annotations

from typing import assert_never

import msgspec

from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.position import restore
from service.domain.ice_flow.state import (
    Arrival,
    Backpack,
    Chasing,
    Collecting,
    Floe,
    Moving,
    Pending,
    Pile,
    PlaceDiscovered,
    State,
    bears_on,
    explorers_on,
    floe_named,
    items_on,
    with_backpack,
    with_space_items,
    with_supply,
)
from service.domain.kernel import Collector

replace = msgspec.structs.replace

Decision = Collector[State, ev.Event]


def evolve(state: State, event: ev.Event) -> State:
    """Apply one event, then settle the pending stack (finished arrivals and chases)."""
    return settle(_apply(state, event))


def _apply(state: State, event: ev.Event) -> State:
    match event:
        case ev.GameStarted():
            return _game_started(state, event)
        case ev.DeckShuffled() | ev.DeckReshuffled():
            return replace(state, draw_pile=event.order or (), discard_pile=())
        case ev.ExplorerPlaced():
            return _move_explorer(state, event.explorer, event.camp)
        case ev.SetupTilesDrawn():
            drawn = {t for hand in event.hands for t in hand}
            bag = tuple(t for t in state.bag if t not in drawn)
            return replace(state, hands=event.hands, bag=bag, phase="setup_floes")
        case ev.CardRevealed():
            return replace(state, revealed=state.draw_pile[0], draw_pile=state.draw_pile[1:])
        case ev.TileDrawn():
            bag = tuple(t for t in state.bag if t != event.tile)
            stack = (*state.stack, PlaceDiscovered(event.tile))
            return replace(state, bag=bag, stack=stack, floe_action_taken=True)
        case ev.FloePlaced():
            return _floe_placed(state, event)
        case ev.ExplorersPickedUp():
            if bears_on(state, event.hex) == 0:
                return state
            return _push(state, Arrival(event.hex, (event.hex,)))
        case ev.TurnStarted():
            packs = tuple(Backpack(b.rope, b.fish) for b in state.backpacks)
            return replace(
                state, phase="turn", active=event.seat, backpacks=packs, stack=(),
                floe_action_taken=False, explorer_action_taken=False,
            )  # fmt: skip
        case ev.FloeDrifted():
            return _floe_drifted(state, event)
        case ev.FloeRotated():
            floes = tuple(
                replace(f, rotation=event.rotation) if f.tile == event.floe else f
                for f in state.floes
            )
            return replace(state, floes=floes, floe_action_taken=True)
        case ev.ExplorerStepped():
            return _explorer_stepped(state, event)
        case ev.MovementEnded():
            return _movement_ended(state, event)
        case ev.BearMoved():
            return _bear_moved(state, event)
        case ev.BearStuck():
            arrival = Arrival(event.space, (event.space,), chase_excluded=True)
            return replace(state, stack=(*state.stack[:-1], arrival))
        case ev.ExplorerRescued():
            return _move_explorer(state, event.explorer, event.camp)
        case ev.ItemCollected():
            return _item_collected(state, event)
        case ev.CollectSkipped():
            return replace(state, stack=state.stack[:-1])
        case ev.ItemDropped():
            return _item_dropped(state, event)
        case ev.WentFishing():
            return _went_fishing(state, event)
        case ev.TurnEnded():
            packs = tuple(Backpack(b.rope, b.fish) for b in state.backpacks)
            return replace(state, backpacks=packs)
        case ev.GameEnded():
            return replace(state, phase="over", winner=event.winner, stack=())
        case ev.PositionLoaded():
            return restore(state, event)
        case _:
            assert_never(event)


def _push(state: State, entry: Pending) -> State:
    return replace(state, stack=(*state.stack, entry))


def _move_explorer(state: State, explorer: int, space: str) -> State:
    explorers = tuple(space if i == explorer else s for i, s in enumerate(state.explorers))
    return replace(state, explorers=explorers)


def _game_started(state: State, event: ev.GameStarted) -> State:
    packs = tuple(Backpack(board.START_ROPE, board.START_FISH) for _ in range(event.players))
    return replace(
        state,
        players=event.players,
        phase="setup_explorers",
        start_player=event.start_player,
        active=event.start_player,
        explorers=(None,) * (board.EXPLORERS_PER_SEAT * event.players),
        bag=board.TILE_IDS,
        supply=_pile(
            board.TOTAL_ROPE - board.START_ROPE * event.players,
            board.TOTAL_FISH - board.START_FISH * event.players,
            board.TOTAL_BEARS,
        ),
        backpacks=packs,
        hands=((),) * event.players,
    )


def _pile(rope: int, fish: int, bears: int) -> Pile:
    return Pile(rope, fish, bears)


def _floe_placed(state: State, event: ev.FloePlaced) -> State:
    floe = Floe(event.tile, event.hex, event.rotation)
    floes = tuple(sorted((*state.floes, floe), key=lambda f: f.tile))
    state = replace(
        state, floes=floes, revealed=None, discard_pile=(*state.discard_pile, event.card)
    )
    items = event.items
    target = board.ISLAND if event.items_to == "island" else event.hex
    state = with_space_items(state, target, items.rope, items.fish, items.bear)
    state = with_supply(state, -items.rope, -items.fish, -items.bear)
    if isinstance(state.top, PlaceDiscovered):
        return replace(state, stack=state.stack[:-1])
    hands = tuple(tuple(t for t in hand if t != event.tile) for hand in state.hands)
    return replace(state, hands=hands)


def _floe_drifted(state: State, event: ev.FloeDrifted) -> State:
    floe = floe_named(state, event.floe)
    assert floe is not None
    last = event.path[-1] if event.path else floe.hex
    explorers = tuple(last if s == floe.hex else s for s in state.explorers)
    state = replace(state, explorers=explorers, floe_action_taken=True)
    if event.left_strait:
        floes = tuple(f for f in state.floes if f.tile != floe.tile)
        bag = tuple(sorted((*state.bag, floe.tile)))
        state = replace(state, floes=floes, bag=bag)
        back = event.returned
        return with_supply(state, back.rope, back.fish, back.bear)
    floes = tuple(replace(f, hex=last) if f.tile == floe.tile else f for f in state.floes)
    return replace(state, floes=floes)


def _explorer_stepped(state: State, event: ev.ExplorerStepped) -> State:
    pack = state.backpacks[event.seat]
    pack = replace(pack, rope=pack.rope - event.rope, fish=pack.fish - event.fish)
    state = with_backpack(state, event.seat, pack)
    if event.rope_to == "supply":
        state = with_supply(state, rope=event.rope, fish=event.fish)
    else:
        state = with_supply(state, fish=event.fish)
        if event.rope_to is not None:
            state = with_space_items(state, event.rope_to, event.rope, 0, 0)
    state = _move_explorer(state, event.explorer, event.to)
    if event.escape:
        return state
    top = state.top
    if isinstance(top, Moving):
        moving = Moving(top.explorer, (*top.path, event.to))
        return replace(state, stack=(*state.stack[:-1], moving))
    state = replace(state, explorer_action_taken=True)
    return _push(state, Moving(event.explorer, (event.from_, event.to)))


def _movement_ended(state: State, event: ev.MovementEnded) -> State:
    state = replace(state, stack=state.stack[:-1])
    if bears_on(state, event.space):
        return _push(state, Chasing(event.explorer, event.space))
    return _collect_step(state, event.explorer, event.space)


def _collect_step(state: State, explorer: int, space: str) -> State:
    """Push the collect step if D43 allows it."""
    items = items_on(state, space)
    if state.explorers[explorer] == space and (items.rope or items.fish):
        return _push(state, Collecting(explorer, space))
    return state


def _bear_moved(state: State, event: ev.BearMoved) -> State:
    top = state.top
    visited = top.visited if isinstance(top, Arrival) else (event.from_,)
    state = with_space_items(state, event.from_, 0, 0, -1)
    pack = state.backpacks[event.seat]
    state = with_backpack(state, event.seat, replace(pack, fish=pack.fish - event.fish))
    state = with_supply(state, fish=event.fish)
    if event.to == "out":
        return with_supply(state, bears=1)
    state = with_space_items(state, event.to, 0, 0, 1)
    if explorers_on(state, event.to):
        return _push(state, Arrival(event.to, (*visited, event.to)))
    return state


def _item_collected(state: State, event: ev.ItemCollected) -> State:
    space = state.explorers[event.explorer]
    assert space is not None
    rope, fish = (1, 0) if event.item == "rope" else (0, 1)
    state = with_space_items(state, space, -rope, -fish, 0)
    pack = state.backpacks[event.seat]
    pack = Backpack(
        pack.rope + rope, pack.fish + fish, pack.fresh_rope + rope, pack.fresh_fish + fish
    )
    state = with_backpack(state, event.seat, pack)
    stack = state.stack[:-1] if isinstance(state.top, Collecting) else state.stack
    return replace(state, stack=stack, explorer_action_taken=True)


def _item_dropped(state: State, event: ev.ItemDropped) -> State:
    pack = state.backpacks[event.seat]
    if event.item == "rope":
        pack = Backpack(pack.rope - 1, pack.fish, max(0, pack.fresh_rope - 1), pack.fresh_fish)
        rope, fish = 1, 0
    else:
        pack = Backpack(pack.rope, pack.fish - 1, pack.fresh_rope, max(0, pack.fresh_fish - 1))
        rope, fish = 0, 1
    state = with_backpack(state, event.seat, pack)
    if event.onto == "supply":
        return with_supply(state, rope, fish)
    return with_space_items(state, event.onto, rope, fish, 0)


def _went_fishing(state: State, event: ev.WentFishing) -> State:
    pack = state.backpacks[event.seat]
    pack = Backpack(
        pack.rope - 1, pack.fish + event.fish, pack.fresh_rope, pack.fresh_fish + event.fish
    )
    state = with_backpack(state, event.seat, pack)
    state = with_supply(state, rope=1, fish=-event.fish)
    return replace(state, explorer_action_taken=True)


def settle(state: State) -> State:
    """Pop finished arrivals; turn a finished chase into the collect step (§10.4, §17.1, D43)."""
    while True:
        top = state.top
        if isinstance(top, Arrival):
            if bears_on(state, top.space) and explorers_on(state, top.space):
                return state
            state = replace(state, stack=state.stack[:-1])
        elif isinstance(top, Chasing):
            if bears_on(state, top.space):
                return state
            state = replace(state, stack=state.stack[:-1])
            return _collect_step(state, top.explorer, top.space)
        else:
            return state


def decision(state: State) -> Decision:
    """An empty collector for one command's events, starting from `state`."""
    return Collector(state, evolve)
