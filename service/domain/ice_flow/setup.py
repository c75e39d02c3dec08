"""How a game begins (RULES §6, §16, §17.6, D8, D50): from the seeded RNG (`start`) or from a
position document (`load`); both give the start events. The placements that follow a fresh
start are rules of their own (`placement`)."""

from __future__ import annotations

from service.domain import documents
from service.domain.ice_flow import board
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.options import IceFlowOptions
from service.domain.ice_flow.position import IceFlowPosition
from service.domain.ice_flow.position_checks import CHECKS
from service.domain.ice_flow.refusals import Refusals
from service.domain.ice_flow.state import State
from service.domain.kernel import IllegalMove, Rng, Setup, event_from


def initial_state(setup: Setup[IceFlowOptions]) -> State:
    """The state before `game_started`: nobody to move yet."""
    return State(players=setup.players, rules_revision=setup.rules_revision)


def start(setup: Setup[IceFlowOptions], rng: Rng) -> list[ev.Event]:
    """`game_started` and `deck_shuffled`; RNG: start player (if not given), then the deck
    (§16 (1), (2)). A start player outside the seats is `invalid_options` (§17)."""
    players, options = setup.players, setup.options
    if options.start_player is not None and not 0 <= options.start_player < players:
        raise IllegalMove(Refusals.invalid_options(problem=f"must be a seat 0…{players - 1}"))
    first = options.start_player if options.start_player is not None else rng.below(players)
    order = tuple(rng.shuffled(board.CARD_IDS))
    return [
        ev.GameStarted(players=players, start_player=first, options=options),
        ev.DeckShuffled(order=order),
    ]


def load(setup: Setup[IceFlowOptions], raw: object) -> list[ev.Event]:
    """`game_started`, `position_loaded` (the document) and `turn_started`; no random draw
    (§17.6). Raises `invalid_options` for a start player, else `invalid_position` listing
    every problem of the document."""
    if setup.options.start_player is not None:
        raise IllegalMove(Refusals.invalid_options(problem="cannot be given with a position"))
    document = documents.read(raw, IceFlowPosition, CHECKS, setup, Refusals.invalid_position)
    return [
        ev.GameStarted(
            players=setup.players,
            start_player=document.active_seat,
            options=setup.options,
            from_position=True,
        ),
        event_from(document, ev.PositionLoaded),
        ev.TurnStarted(seat=document.active_seat),
    ]
