"""Phase 1: buying action cards and an order card from the priced row (RULES §7.2, §7.3)."""

from __future__ import annotations

from typing import assert_never

from service.domain.der_schwarm import data
from service.domain.der_schwarm.commands import BuyAction, BuyOrder, PassBuy
from service.domain.der_schwarm.events import (
    ActionCardBought,
    BuyPassed,
    OrderCardBought,
    TurnOrderSet,
)
from service.domain.der_schwarm.evolve import Decision
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import State
from service.domain.kernel import Refusal

BuyCommand = BuyAction | BuyOrder | PassBuy


def _order_index(state: State) -> int | None:
    return state.row.index(data.ORDER_ENTRY) if data.ORDER_ENTRY in state.row else None


def _taken_abilities(state: State) -> set[str]:
    return {p.ability for p in state.seats if p.ability is not None}


def _action_violation(state: State, seat: int, command: BuyAction) -> Refusal | None:
    player = state.seats[seat]
    if len(player.hand) >= data.quota(state.players):
        return Refusals.quota_full()
    i = command.index
    if not 0 <= i < len(state.row) or state.row[i] == data.ORDER_ENTRY:
        return Refusals.bad_index()
    if i > player.rp:
        return Refusals.cannot_afford(price="That card")
    return None


def _order_violation(state: State, seat: int, command: BuyOrder) -> Refusal | None:
    player = state.seats[seat]
    if player.order_card is not None:
        return Refusals.order_card_held()
    index = _order_index(state)
    if index is None or command.number not in state.order_deck:
        return Refusals.order_card_unavailable()
    if index > player.rp:
        return Refusals.cannot_afford(price="The order deck")
    if command.ability not in data.ABILITIES:
        return Refusals.unknown_ability()
    if command.ability in _taken_abilities(state):
        return Refusals.ability_taken()
    return None


def purchases(state: State, seat: int) -> list[BuyAction | BuyOrder]:
    """Every legal purchase (§7.2), row order first, then order cards by number and ability."""
    moves: list[BuyAction | BuyOrder] = [
        BuyAction(index=i)
        for i, card in enumerate(state.row)
        if card != data.ORDER_ENTRY and _action_violation(state, seat, BuyAction(index=i)) is None
    ]
    for number in state.order_deck:
        for ability in data.ABILITIES:
            command = BuyOrder(number=number, ability=ability)
            if _order_violation(state, seat, command) is None:
                moves.append(command)
    return moves


def buy_violation(state: State, seat: int, command: BuyCommand) -> Refusal | None:
    """RULES §7.2 and the codes of §17.4."""
    match command:
        case BuyAction():
            return _action_violation(state, seat, command)
        case BuyOrder():
            return _order_violation(state, seat, command)
        case PassBuy():
            if purchases(state, seat):
                return Refusals.must_buy()
            return None
        case _:
            assert_never(command)


def buy_candidates(state: State, seat: int) -> list[BuyCommand]:
    """The purchases, or `PassBuy` when there is none (§17.3)."""
    moves: list[BuyCommand] = list(purchases(state, seat))
    return moves or [PassBuy()]


def buy(decision: Decision, seat: int, command: BuyCommand) -> None:
    """The purchase (or pass); after the last one of phase 1 the new turn order (§7.3)."""
    state = decision.state
    match command:
        case BuyAction(index=i):
            card = state.row[i]
            decision.emit(ActionCardBought(seat=seat, index=i, card=card, cost=i))
        case BuyOrder(number=number, ability=ability):
            cost = _order_index(state) or 0
            golden = None
            if ability == "A-GOLDEN-TILE" and state.golden_supply:
                golden = state.golden_supply[0]
            decision.emit(
                OrderCardBought(
                    seat=seat, number=number, ability=ability, cost=cost, golden_tile=golden
                )
            )
        case PassBuy():
            decision.emit(BuyPassed(seat=seat))
        case _:
            assert_never(command)
    if not decision.state.row:
        numbers = [p.order_card or 0 for p in decision.state.seats]
        order = tuple(sorted(range(state.players), key=lambda s: numbers[s]))
        decision.emit(TurnOrderSet(order=order))
