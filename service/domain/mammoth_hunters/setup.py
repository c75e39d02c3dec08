"""How a game begins (RULES §4, §15, §16.1, §16.9; D28, D37, D39): from the seeded RNG
(`start`) or from a position document (`load`); both give the start events."""

from __future__ import annotations

from service.domain import documents
from service.domain.kernel import IllegalMove, Rng, Setup, event_from
from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.between_rounds import campfires_placed
from service.domain.mammoth_hunters.events import (
    DecksShuffled,
    Event,
    GameStarted,
    PositionLoaded,
)
from service.domain.mammoth_hunters.evolve import decision
from service.domain.mammoth_hunters.options import MammothHuntersOptions
from service.domain.mammoth_hunters.position import MammothHuntersPosition
from service.domain.mammoth_hunters.position_checks import CHECKS
from service.domain.mammoth_hunters.refusals import Refusals
from service.domain.mammoth_hunters.state import State

Context = Setup[MammothHuntersOptions]


def initial_state(setup: Context) -> State:
    """The state before `game_started`: the table size, the options and the rules revision."""
    return State(players=setup.players, options=setup.options, rules_revision=setup.rules_revision)


def check_options(setup: Context) -> None:
    """`start_player` a seat of this game (RULES §16.1); the player count (3–5) is the kit's
    to check."""
    players, start_player = setup.players, setup.options.start_player
    if start_player is not None and not 0 <= start_player < players:
        problem = f"start_player {start_player} is not a seat of this game."
        raise IllegalMove(Refusals.invalid_options(problem=problem))


def start(setup: Context, rng: Rng) -> list[Event]:
    """`game_started`, `decks_shuffled`, `campfires_placed`, drawn in the order of D37."""
    check_options(setup)
    options = setup.options
    first = options.start_player if options.start_player is not None else rng.below(setup.players)
    light = tuple(rng.shuffled(data.LIGHT_CARDS))
    dark = tuple(rng.shuffled(data.DARK_CARDS))
    made = decision(initial_state(setup))
    made.emit(
        GameStarted(
            players=setup.players,
            options=options,
            colours=data.COLOURS[: setup.players],
            start_player=first,
            from_position=False,
        ),
        DecksShuffled(light=light, dark=dark, light_size=len(light), dark_size=len(dark)),
    )
    made.emit(campfires_placed(made.state, 1, rng))
    return made.events


def load(setup: Context, raw: object) -> list[Event]:
    """`game_started` (`from_position`) then `position_loaded`, the document itself; no random
    draw (RULES §15). A `start_player` option is refused: the document names it (§16.1).
    Raises `invalid_position` listing every problem."""
    if setup.options.start_player is not None:
        problem = "A game started from a position takes its start player from it."
        raise IllegalMove(Refusals.invalid_options(problem=problem))
    doc = documents.read(raw, MammothHuntersPosition, CHECKS, setup, Refusals.invalid_position)
    return [
        GameStarted(
            players=setup.players,
            options=setup.options,
            colours=data.COLOURS[: setup.players],
            start_player=doc.start_player,
            from_position=True,
        ),
        event_from(doc, PositionLoaded),
    ]
