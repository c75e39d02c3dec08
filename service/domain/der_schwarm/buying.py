"""Phase 1: buying action cards and an order card from the priced row (RULES §7.2, §7.3)."""

from __future__ import annotations

from service.domain.der_schwarm import data
from service.domain.der_schwarm.builder import Builder
from service.domain.der_schwarm.commands import BuyAction, BuyOrder, PassBuy
from service.domain.der_schwarm.events import (
    ActionCardBought,
    BuyPassed,
    OrderCardBought,
    TurnOrderSet,
)
from service.domain.der_schwarm.state import State
from service.domain.kernel import IllegalMove

BuyCommand = BuyAction | BuyOrder | PassBuy


def _order_index(state: State) -> int | None:
    return state.row.index(data.ORDER_ENTRY) if data.ORDER_ENTRY in state.row else None


def _taken_abilities(state: State) -> set[str]:
    return {p.ability for p in state.seats if p.ability is not None}


def _action_violation(state: State, seat: int, command: BuyAction) -> IllegalMove | None:
    player = state.seats[seat]
    if len(player.hand) >= data.quota(state.players):
        return IllegalMove("quota_full", "You already hold your quota of action cards.")
    i = command.index
    if not 0 <= i < len(state.row) or state.row[i] == data.ORDER_ENTRY:
        return IllegalMove("bad_index", "No action card at that row position.")
    if i > player.rp:
        return IllegalMove("cannot_afford", "That card costs more than your RP (D28).")
    return None


def _order_violation(state: State, seat: int, command: BuyOrder) -> IllegalMove | None:
    player = state.seats[seat]
    if player.order_card is not None:
        return IllegalMove("order_card_held", "You already hold an order card this round.")
    index = _order_index(state)
    if index is None or command.number not in state.order_deck:
        return IllegalMove("order_card_unavailable", "That order card is not in the deck.")
    if index > player.rp:
        return IllegalMove("cannot_afford", "The order deck costs more than your RP (D28).")
    if command.ability not in data.ABILITIES:
        return IllegalMove("unknown_ability", "No such ability card.")
    if command.ability in _taken_abilities(state):
        return IllegalMove("ability_taken", "That ability card is already taken this round.")
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


def buy_violation(state: State, seat: int, command: BuyCommand) -> IllegalMove | None:
    """RULES §7.2 and the codes of §17.4."""
    match command:
        case BuyAction():
            return _action_violation(state, seat, command)
        case BuyOrder():
            return _order_violation(state, seat, command)
        case PassBuy():
            if purchases(state, seat):
                return IllegalMove("must_buy", "A purchase is possible, so you must buy.")
            return None


def buy_candidates(state: State, seat: int) -> list[BuyCommand]:
    moves: list[BuyCommand] = list(purchases(state, seat))
    return moves or [PassBuy()]


def apply_buy(builder: Builder, seat: int, command: BuyCommand) -> None:
    state = builder.state
    match command:
        case BuyAction(index=i):
            card = state.row[i]
            builder.emit(ActionCardBought(seat=seat, index=i, card=card, cost=i))
        case BuyOrder(number=number, ability=ability):
            cost = _order_index(state) or 0
            golden = None
            if ability == "A-GOLDEN-TILE" and state.golden_supply:
                golden = state.golden_supply[0]
            builder.emit(
                OrderCardBought(
                    seat=seat, number=number, ability=ability, cost=cost, golden_tile=golden
                )
            )
        case PassBuy():
            builder.emit(BuyPassed(seat=seat))
    if not builder.state.row:
        numbers = [p.order_card or 0 for p in builder.state.seats]
        order = tuple(sorted(range(state.players), key=lambda s: numbers[s]))
        builder.emit(TurnOrderSet(order=order))
