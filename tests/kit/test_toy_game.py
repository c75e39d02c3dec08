"""A game needs nothing outside its own package and one registry line: the toy game (race to
five, tests/support/toy) is registered for these tests only, and the kit, the host, the
table, the registry, the OpenAPI document, the pictures' lookup and the API accept it with
nothing else edited.

What it took, counted: its package (`__init__.py` and `rules.py`: structs, refusals, rule
functions, the `Game` declaration) and the registry line (`monkeypatch` here, one `host(...)`
line in `service/domain/registry.py` for a real game)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.cli import openapi_json
from service.domain import registry
from service.domain.kernel import HostedGame, IllegalMove, Rng, Setup, host
from service.domain.table import TableState, tabled
from service.pictures import registry as pictures
from service.pictures.scene import Scene
from tests.api import test_every_game as every_game
from tests.api.conftest import new_table, settings
from tests.kit import contract
from tests.kit.hooks import Hooks
from tests.support import toy

PACKAGE = Path(toy.__file__).parent
HOOKS = Hooks(twin=lambda document, seat, rng: None, cap=20)


@pytest.fixture
def hosted(monkeypatch: pytest.MonkeyPatch) -> HostedGame:
    """The registry line: the toy hosted beside the real games, for one test."""
    game = host(toy.RULES)
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), game))
    return game


def test_the_toy_is_two_files_of_its_own() -> None:
    files = sorted(p.name for p in PACKAGE.iterdir() if p.suffix == ".py")
    assert files == ["__init__.py", "rules.py"]


def test_the_kit_hosts_it_and_its_contract_holds() -> None:
    game = contract.playout(toy.RULES, HOOKS, 2, "toy")
    contract.ends(game, HOOKS)
    contract.legality(toy.RULES, game)
    contract.replay(toy.RULES, game)
    hosted = host(toy.RULES)
    setup = Setup(players=2, options=toy.RULES.Options(), rules_revision=1)
    state = hosted.initial_state(setup)
    with pytest.raises(IllegalMove) as refused:  # the kit's decide: violation first
        hosted.decide(state, toy.rules.Add(amount=1), None, Rng("toy", 0))
    assert refused.value.code == "not_your_turn"


def test_the_table_folds_it_and_ends_it(hosted: HostedGame) -> None:
    table = tabled(hosted)
    setup = Setup(players=2, options=toy.rules.Options(), rules_revision=1)
    state = table.initial_state(setup)
    for event in table.start(setup, Rng("toy", 0)):
        state = table.evolve(state, event)
    while table.outcome(state) is None:
        (seat,) = table.to_move(state)
        move = table.legal_moves(state, seat)[-1]
        for event in table.decide(state, move, seat, Rng("toy", 1)):
            state = table.evolve(state, event)
    assert isinstance(state, TableState) and state.version == 4  # started + 3 × add 2
    outcome = table.outcome(state)
    assert outcome is not None and outcome.reason == "five"


def test_the_registry_the_openapi_document_and_the_pictures_take_it(hosted: HostedGame) -> None:
    assert registry.get("toy") is hosted
    schemas = json.loads(openapi_json())["components"]["schemas"]
    assert "toy.add" in schemas["GameCommand"]["discriminator"]["mapping"]
    assert "toy.added" in schemas["GameEvent"]["discriminator"]["mapping"]
    with pytest.raises(pictures.Undrawable):  # no picture module yet: the API answers JSON
        pictures.picture(
            toy.rules.View(total=0, to_move=0), Scene(names=(None, None), audience=None, version=0)
        )


@pytest.fixture
async def memory_client(hosted: HostedGame) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(Services.in_memory(), settings(), run_background=False)
    async with AsyncTestClient(app) as client:
        yield client


@pytest.mark.parametrize("players", [2, 3])
async def test_it_plays_to_its_end_over_http(
    memory_client: httpx.AsyncClient, players: int
) -> None:
    await every_game.test_a_whole_game_plays_over_http(memory_client, "toy", players)


async def test_the_platform_refuses_a_player_count_it_does_not_declare(
    memory_client: httpx.AsyncClient,
) -> None:
    created = await memory_client.post("/v1/games", json={"game_type": "toy", "players": 4})
    assert created.status_code == 422, created.text
    assert created.json()["code"] == "invalid_options"
    assert created.json()["detail"] == "Race to five is played by 2–3 players, not 4."
    assert (await new_table(memory_client, players=2, game_type="toy")).tokens
