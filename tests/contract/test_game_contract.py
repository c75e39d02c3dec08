"""The contract every registered game must pass (docs/style.md §11; `tests/kit/contract.py`), over
seeded playouts for every player count, with the game's own hooks (`tests/kit/hooks/`)."""

from __future__ import annotations

from functools import cache

import msgspec
import pytest

from service.domain import registry
from service.domain.kernel import HostedGame, Rng
from tests.kit import contract
from tests.kit.hooks import Hooks, hooks_of
from tests.kit.playout import Played
from tests.kit.setups import setup_for

RESERVED_EVENT_FIELDS = {"version", "recorded_at"}
"""Keys the platform adds to every event it serves."""


def declared(name: str) -> Hooks:
    """The game's hooks; a game without them gets the defaults here and fails
    `test_every_game_declares_what_the_kit_needs`."""
    try:
        return hooks_of(name)
    except ModuleNotFoundError:
        return Hooks(twin=lambda document, seat, rng: None)


def variants(name: str) -> int:
    """How many option sets besides the defaults the game's hooks ask to play."""
    return len(declared(name).options)


CASES = [
    pytest.param(rules.name, players, seed, None, id=f"{rules.name}-{players}p-{seed}")
    for rules in registry.all_games()
    for players in range(rules.min_players, rules.max_players + 1)
    for seed in ("contract-a", "contract-b")[: declared(rules.name).seeds]
] + [
    pytest.param(rules.name, rules.max_players, f"variant-{n}", n, id=f"{rules.name}-variant-{n}")
    for rules in registry.all_games()
    for n in range(variants(rules.name))
]


def game(name: str) -> HostedGame:
    rules = registry.get(name)
    assert rules is not None
    return rules


@cache
def played(name: str, players: int, seed: str, variant: int | None) -> Played:
    hooks = hooks_of(name)
    options = None if variant is None else hooks.options[variant]
    return contract.playout(game(name), hooks, players, seed, options)


@pytest.mark.parametrize("rules", registry.all_games(), ids=lambda r: r.name)
def test_every_game_declares_what_the_kit_needs(rules: HostedGame) -> None:
    assert rules.min_players <= rules.max_players
    assert [r.number for r in rules.revisions] == list(range(1, len(rules.revisions) + 1))
    for revision in rules.revisions:  # a game of every revision can still be set up
        setup = setup_for(rules, rules.min_players, revision=revision.number)
        assert rules.start(setup, Rng("revision", 0))
    for event_type in msgspec.inspect.type_info(rules.Event).types:  # type: ignore[attr-defined]
        names = {f.encode_name for f in event_type.fields}
        assert not names & RESERVED_EVENT_FIELDS, event_type.cls
    hooks_of(rules.name)


@pytest.mark.parametrize(("name", "players", "seed", "variant"), CASES)
def test_a_random_game_ends_within_the_cap(
    name: str, players: int, seed: str, variant: int | None
) -> None:
    game_ = played(name, players, seed, variant)
    contract.ends(game_, hooks_of(name))
    contract.outcome_is_well_formed(game(name), game_)


@pytest.mark.parametrize(("name", "players", "seed", "variant"), CASES)
def test_legal_moves_are_exactly_what_decide_accepts(
    name: str, players: int, seed: str, variant: int | None
) -> None:
    contract.legality(game(name), played(name, players, seed, variant))


@pytest.mark.parametrize(("name", "players", "seed", "variant"), CASES)
def test_no_view_or_event_copy_shows_another_seats_secrets(
    name: str, players: int, seed: str, variant: int | None
) -> None:
    contract.secrets(game(name), hooks_of(name), played(name, players, seed, variant))


@pytest.mark.parametrize(("name", "players", "seed", "variant"), CASES)
def test_replay_equals_live(name: str, players: int, seed: str, variant: int | None) -> None:
    contract.replay(game(name), played(name, players, seed, variant))


@pytest.mark.parametrize(("name", "players", "seed", "variant"), CASES)
def test_positions_round_trip(name: str, players: int, seed: str, variant: int | None) -> None:
    contract.positions(game(name), hooks_of(name), played(name, players, seed, variant))
