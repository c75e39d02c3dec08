"""The contract can fail: each of its checks, run on a game broken in its own way, fails."""

from __future__ import annotations

import itertools
from typing import Any

import msgspec
import pytest

from service.domain.clans import ClansRules
from service.domain.clans.commands import Move
from service.domain.clans.events import ClansDealt, Event
from service.domain.clans.state import State
from service.domain.clans.view import ClansView
from service.domain.kernel import (
    CommandBase,
    Deadline,
    EventBase,
    Outcome,
    Revision,
    Rng,
    Rules,
    Setup,
    Upcasters,
)
from tests.kit import contract
from tests.kit.hooks.clans import HOOKS
from tests.kit.playout import Played


def played(rules: Any, players: int = 3, seed: str = "broken") -> Played:
    return contract.playout(rules, HOOKS, players, seed)


def test_the_contract_holds_for_clans_itself() -> None:
    rules = ClansRules()
    game = played(rules)
    contract.ends(game, HOOKS)
    contract.legality(rules, game)
    contract.secrets(rules, HOOKS, game)
    contract.replay(rules, game)
    contract.positions(rules, HOOKS, game)


class ViewShowsEveryClan(ClansRules):
    def view(self, state: State, seat: int | None) -> ClansView:
        return msgspec.structs.replace(super().view(state, seat), clans=state.clans)


class CopiesShowTheDeal(ClansRules):
    def redact(self, event: Event, seat: int | None) -> Event:
        return event


@pytest.mark.parametrize("rules", [ViewShowsEveryClan(), CopiesShowTheDeal()])
def test_a_view_or_a_copy_that_shows_another_seats_clan_fails(rules: ClansRules) -> None:
    with pytest.raises(AssertionError, match="can tell apart"):
        contract.secrets(rules, HOOKS, played(rules))


class ListsTooFew(ClansRules):
    def legal_moves(self, state: State, seat: int) -> list[Any]:
        moves = list(super().legal_moves(state, seat))
        return moves[: len(moves) // 2]


class ListsAnIllegalMove(ClansRules):
    def legal_moves(self, state: State, seat: int) -> list[Any]:
        moves = list(super().legal_moves(state, seat))
        return [*moves, Move(from_=0, to=0)] if moves else moves


@pytest.mark.parametrize(
    ("rules", "message"),
    [(ListsTooFew(), "accepted but not listed"), (ListsAnIllegalMove(), "from_=0, to=0")],
)
def test_legal_moves_that_differ_from_what_decide_accepts_fail(
    rules: ClansRules, message: str
) -> None:
    game = contract.playout(ClansRules(), HOOKS, 3, "broken")
    with pytest.raises(AssertionError, match=message):
        contract.legality(rules, game)


_calls = itertools.count()


def test_an_export_that_loses_villages_fails_the_round_trip() -> None:
    class ForgetsVillages(ClansRules):
        def position(self, state: State) -> Any:
            document = super().position(state)
            return None if document is None else msgspec.structs.replace(document, villages=())

    rules = ForgetsVillages()
    with pytest.raises(AssertionError):
        contract.positions(rules, HOOKS, played(rules, seed="villages"))


def test_a_log_that_folds_to_another_state_fails_the_replay() -> None:
    class DealsAgain(ClansRules):
        def evolve(self, state: State, event: Event) -> State:
            after = super().evolve(state, event)
            if isinstance(event, ClansDealt) and next(_calls) % 2:
                return msgspec.structs.replace(after, clans=tuple(reversed(after.clans)))
            return after

    rules = DealsAgain()
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


class Forever(Rules[Counter, Tick, Ticked, Options]):
    name = "forever"
    title = "Forever"
    min_players = max_players = 1
    revisions = (Revision(number=1, date="2026-01-01", changes=("Tick.",)),)
    upcasters = Upcasters()
    State = Counter
    Options = Options
    Command: object = Tick
    Event: object = Ticked
    View = Counter
    Position = Counter

    def initial_state(self, setup: Setup[Options]) -> Counter:
        return Counter()

    def start(self, setup: Setup[Options], rng: Rng) -> list[Ticked]:
        return [Ticked()]

    def load_position(self, setup: Setup[Options], document: object) -> list[Ticked]:
        return [Ticked()]

    def decide(self, state: Counter, command: Tick, seat: int | None, rng: Rng) -> list[Ticked]:
        return [Ticked()]

    def evolve(self, state: Counter, event: Ticked) -> Counter:
        return Counter(ticks=state.ticks + 1)

    def legal_moves(self, state: Counter, seat: int) -> list[Tick]:
        return [Tick()]

    def to_move(self, state: Counter) -> frozenset[int]:
        return frozenset({0})

    def view(self, state: Counter, seat: int | None) -> Counter:
        return state

    def redact(self, event: Ticked, seat: int | None) -> Ticked:
        return event

    def outcome(self, state: Counter) -> Outcome | None:
        return None

    def deadline(self, state: Counter) -> Deadline[Tick] | None:
        return None

    def position(self, state: Counter) -> Counter | None:
        return None


def test_a_game_that_never_ends_fails() -> None:
    from tests.kit.hooks import Hooks

    hooks = Hooks(twin=lambda document, seat, rng: None, cap=200)
    game = contract.playout(Forever(), hooks, 1, "forever")
    with pytest.raises(AssertionError, match="did not end within 200"):
        contract.ends(game, hooks)
