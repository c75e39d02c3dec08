"""How a game begins (RULES §6, §14.1, §16, §17.5, D31): from the seeded RNG (`start`) or from
a position document (`load`); both give the start events."""

from __future__ import annotations

from service.domain import documents
from service.domain.der_schwarm import data, rounds
from service.domain.der_schwarm.document import DerSchwarmPosition
from service.domain.der_schwarm.events import (
    BlueDeckShuffled,
    Event,
    GameStarted,
    OrderCardsDealt,
    PositionLoaded,
    TilesDealt,
)
from service.domain.der_schwarm.options import DerSchwarmOptions
from service.domain.der_schwarm.position_checks import CHECKS
from service.domain.der_schwarm.refusals import Refusals
from service.domain.der_schwarm.state import SetupPhase, State
from service.domain.kernel import IllegalMove, Rng, Setup


def initial_state(setup: Setup[DerSchwarmOptions]) -> State:
    """The state before any event: nobody decides yet."""
    return State(
        players=setup.players,
        options=setup.options,
        rules_revision=setup.rules_revision,
        phase=SetupPhase(order=()),
    )


def check_options(setup: Setup[DerSchwarmOptions]) -> None:
    """Refuse a bad `initial_order` (§17.4); the player count (2–4) is the kit's to check."""
    order = setup.options.initial_order
    if order is not None and sorted(order) != list(range(setup.players)):
        rule = "initial_order must be a permutation of the seats"
        raise IllegalMove(Refusals.invalid_options(rule=rule))


def start(setup: Setup[DerSchwarmOptions], rng: Rng) -> list[Event]:
    """The setup draws in the order of RULES §16."""
    check_options(setup)
    players, options = setup.players, setup.options
    order: tuple[int, ...] | None = None
    if not options.free_start:
        order = options.initial_order or tuple(rng.shuffled(range(players)))
    events: list[Event] = [
        GameStarted(
            players=players,
            colours=data.COLOURS[:players],
            options=options,
            initial_order=order,
        ),
        TilesDealt(fields=data.SEA_ORDER, tiles=tuple(rng.shuffled(data.REGULAR_TILES))),
    ]
    blue = tuple(rng.shuffled(data.BLUE_CARDS))
    events.append(BlueDeckShuffled(count=len(blue), cards=blue))
    if options.free_start:
        events.append(OrderCardsDealt(numbers=tuple(rng.shuffled(data.order_numbers(players)))))
    events.append(rounds.row_event(players, 1, blue, rng, with_order=not options.free_start))
    return events


def load(setup: Setup[DerSchwarmOptions], raw: object) -> list[Event]:
    """`der_schwarm.game_started` (its initial order = `turn_order`) then
    `der_schwarm.position_loaded` with the whole document; no random draw (§17.5). Raises
    `invalid_options` as `start` does, then `invalid_position` listing every problem."""
    check_options(setup)
    document = documents.read(raw, DerSchwarmPosition, CHECKS, setup, Refusals.invalid_position)
    started = GameStarted(
        players=document.players,
        colours=data.COLOURS[: document.players],
        options=document.options,
        initial_order=document.turn_order,
    )
    return [started, PositionLoaded(position=document)]
