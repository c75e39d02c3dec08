"""The contract can fail: each of its checks, run on a game broken in its own way, fails."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.clans.commands import Command, Move
from service.domain.clans.events import ClansDealt, Event
from service.domain.clans.options import ClansOptions
from service.domain.clans.state import State
from service.domain.clans.view import ClansView
from service.domain.kernel import CommandBase, EventBase, Game, Revision
from tests.kit import contract
from tests.kit.hooks.clans import HOOKS
from tests.kit.playout import Played

Clans = Game[State, Command, Event, ClansOptions, ClansView]


def played(rules: Any, players: int = 3, seed: str = "broken") -> Played:
    return contract.playout(rules, HOOKS, players, seed)


def test_the_contract_holds_for_clans_itself() -> None:
    game = played(RULES)
    contract.ends(game, HOOKS)
    contract.legality(RULES, game)
    contract.secrets(RULES, HOOKS, game)
    contract.replay(RULES, game)
    contract.positions(RULES, HOOKS, game)


def view_shows_every_clan(state: State, seat: int | None) -> ClansView:
    return msgspec.structs.replace(RULES.view(state, seat), clans=state.clans)


def copies_show_the_deal(event: Event, seat: int | None) -> Event:
    return event


@pytest.mark.parametrize(
    "rules",
    [replace(RULES, view=view_shows_every_clan), replace(RULES, redact=copies_show_the_deal)],
)
def test_a_view_or_a_copy_that_shows_another_seats_clan_fails(rules: Clans) -> None:
    with pytest.raises(AssertionError, match="can tell apart"):
        contract.secrets(rules, HOOKS, played(rules))


def lists_too_few(state: State, seat: int) -> list[Any]:
    moves = list(RULES.legal_moves(state, seat))
    return moves[: len(moves) // 2]


def lists_an_illegal_move(state: State, seat: int) -> list[Any]:
    moves = list(RULES.legal_moves(state, seat))
    return [*moves, Move(from_=0, to=0)] if moves else moves


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        (replace(RULES, legal_moves=lists_too_few), "accepted but not listed"),
        (replace(RULES, legal_moves=lists_an_illegal_move), "from_=0, to=0"),
    ],
)
def test_legal_moves_that_differ_from_what_decide_accepts_fail(rules: Clans, message: str) -> None:
    game = contract.playout(RULES, HOOKS, 3, "broken")
    with pytest.raises(AssertionError, match=message):
        contract.legality(rules, game)


_calls = itertools.count()


def test_an_export_that_loses_villages_fails_the_round_trip() -> None:
    def forgets_villages(state: State) -> Any:
        document = RULES.position(state)
        return None if document is None else msgspec.structs.replace(document, villages=())

    rules = replace(RULES, position=forgets_villages)
    with pytest.raises(AssertionError):
        contract.positions(rules, HOOKS, played(rules, seed="villages"))


def test_a_log_that_folds_to_another_state_fails_the_replay() -> None:
    def deals_again(state: State, event: Event) -> State:
        after = RULES.evolve(state, event)
        if isinstance(event, ClansDealt) and next(_calls) % 2:
            return msgspec.structs.replace(after, clans=tuple(reversed(after.clans)))
        return after

    rules = replace(RULES, evolve=deals_again)
    with pytest.raises(AssertionError):
        contract.replay(rules, played(rules))


# A game that never ends: one command, "tick", forever.


class Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


class Tick(CommandBase, frozen=True, tag="forever.tick"):
    pass


class Ticked(EventBase, frozen=True, tag="forever.ticked"):
    pass


class Counter(msgspec.Struct, frozen=True):
    ticks: int = 0


FOREVER: Game[Counter, Tick, Ticked, Options, Counter] = Game(
    name="forever",
    title="Forever",
    min_players=1,
    max_players=1,
    revisions=(Revision(number=1, date="2026-01-01", changes=("Tick.",)),),
    State=Counter,
    Options=Options,
    Command=Tick,
    Event=Ticked,
    View=Counter,
    Position=Counter,
    initial_state=lambda setup, /: Counter(ticks=0),
    start=lambda setup, rng, /: [Ticked()],
    load_position=lambda setup, document, /: [Ticked()],
    decide=lambda state, command, seat, rng, /: [Ticked()],
    evolve=lambda state, event, /: Counter(ticks=state.ticks + 1),
    legal_moves=lambda state, seat, /: [Tick()],
    to_move=lambda state, /: frozenset({0}),
    view=lambda state, seat, /: state,
    redact=lambda event, seat, /: event,
    outcome=lambda state, /: None,
    position=lambda state, /: None,
    evaluate=lambda view, seat, /: 0.0,
)


def test_a_game_that_never_ends_fails() -> None:
    from tests.kit.hooks import Hooks

    hooks = Hooks(twin=lambda document, seat, rng: None, cap=200)
    game = contract.playout(FOREVER, hooks, 1, "forever")
    with pytest.raises(AssertionError, match="did not end within 200"):
        contract.ends(game, hooks)
