"""Typed clients generated from the committed document work for every game: the Python client
(openapi-python-client, generated without a warning) plays each game through the app and its
models parse every summary, view, legal-moves answer and event page into the right classes.
The TypeScript SDK has its own tests (test_typescript_sdk.py)."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import httpx
import pytest

from service.api.app import Services, create_app
from service.api.openapi.components import camel
from service.domain import registry
from tests.api.conftest import settings
from tests.support.contract import DOCUMENT_PATH
from tests.support.server import serving_in_thread as serving

ROOT = DOCUMENT_PATH.parents[1]
COMMANDS_PER_GAME = 40
GENERATOR_SECONDS = 600


@pytest.fixture(scope="module")
def python_client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    # Not `tabletop_client`: that is the SDK's package (clients/python), on the tests' path.
    out = tmp_path_factory.mktemp("generated") / "generated_client"
    bin_dir = str(Path(sys.executable).parent)  # the generator runs ruff on its output
    result = subprocess.run(
        [
            str(Path(bin_dir) / "openapi-python-client"),
            "generate",
            "--path",
            str(DOCUMENT_PATH),
            "--output-path",
            str(out),
            "--meta",
            "none",
            # No configuration: the document alone (a game log is also octet-stream).
        ],
        capture_output=True,
        text=True,
        timeout=GENERATOR_SECONDS,
        env={**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "")},
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "warning" not in output.lower(), output
    sys.path.insert(0, str(out.parent))
    try:
        yield importlib.import_module("generated_client")
    finally:
        sys.path.remove(str(out.parent))
        for name in [m for m in sys.modules if m.split(".")[0] == "generated_client"]:
            del sys.modules[name]


def test_the_python_client_has_every_operation(python_client: ModuleType) -> None:
    api = Path(python_client.__file__).parent / "api"
    generated = {p.stem for p in api.glob("*/*.py") if p.stem != "__init__"}
    assert {
        "create_game",
        "take_seat",
        "get_game",
        "list_games",
        "get_view",
        "get_legal_moves",
        "send_command",
        "get_position",
        "list_events",
        "stream_events",
        "list_game_types",
        "export_game",
        "import_game",
    } <= generated
    # CORS preflights are the browser's, not operations (they were 26 `preflight_*` functions)
    assert not (api / "cors").exists()
    assert not [name for name in generated if name.startswith("preflight")]


def test_the_python_client_takes_a_seat_without_a_token_and_reads_a_stream_as_text(
    python_client: ModuleType,
) -> None:
    """Seat-taking (a token optional) accepts a plain client; the event stream function
    returns the stream's text (it raised TypeError parsing text as a message object)."""
    package = python_client.__name__
    take_seat = importlib.import_module(f"{package}.api.games.take_seat")
    stream = importlib.import_module(f"{package}.api.events.stream_events")
    hints = take_seat.sync_detailed.__annotations__
    assert str(hints["client"]).endswith(f"AuthenticatedClient | {package}.client.Client")
    app = create_app(Services.in_memory(), settings())
    with serving(app) as url, python_client.Client(base_url=url) as client:
        created = httpx.post(f"{url}/v1/games", json={"game_type": "clans", "players": 2})
        game_id = created.json()["game_id"]
        for _ in range(2):
            answer = take_seat.sync_detailed(
                game_id, client=client, body=python_client.models.TakeSeat(bot="random")
            )
            assert answer.status_code == 201, answer.content
        deadline = time.monotonic() + GENERATOR_SECONDS
        while httpx.get(f"{url}/v1/games/{game_id}").json()["status"] != "finished":
            assert time.monotonic() < deadline
            time.sleep(0.1)
        read = stream.sync_detailed(game_id, client=client)
    assert read.status_code == 200, read.content
    assert isinstance(read.parsed, str) and "event: summary" in read.parsed


@pytest.mark.parametrize("game_type", [r.name for r in registry.all_games()])
async def test_the_python_client_plays_and_parses_every_answer(
    python_client: ModuleType, game_type: str
) -> None:
    package = python_client.__name__
    models = importlib.import_module(f"{package}.models")
    ops = {
        name: importlib.import_module(f"{package}.api.{tag}.{name}")
        for tag, name in [
            ("games", "create_game"),
            ("games", "take_seat"),
            ("games", "get_game"),
            ("play", "get_view"),
            ("play", "get_legal_moves"),
            ("play", "send_command"),
            ("events", "list_events"),
        ]
    }
    rules = registry.get(game_type)
    assert rules is not None
    services = Services.in_memory()
    app = create_app(services, settings(), run_background=False)
    app.state.services = services
    transport = httpx.ASGITransport(app=app)
    base = "http://tabletop"

    def seat_client(token: str) -> Any:
        return python_client.AuthenticatedClient(
            base_url=base, token=token, httpx_args={"transport": transport}
        )

    client = python_client.Client(base_url=base, httpx_args={"transport": transport})
    prefix = camel(game_type)
    body = getattr(models, f"Create{prefix}Game").from_dict(
        {"game_type": game_type, "players": rules.min_players, "seed": "python-client"}
    )
    created = (await ops["create_game"].asyncio_detailed(client=client, body=body)).parsed
    assert isinstance(created, models.GameSummary)
    game_id = created.game_id
    tokens = []
    for n in range(rules.min_players):
        taken = await ops["take_seat"].asyncio_detailed(
            game_id, client=client, body=models.TakeSeat(name=f"player {n}")
        )
        assert isinstance(taken.parsed, models.SeatTaken), taken.content
        tokens.append(taken.parsed.token)
    for _ in range(COMMANDS_PER_GAME):
        summary = (await ops["get_game"].asyncio_detailed(game_id, client=client)).parsed
        assert isinstance(summary, models.GameSummary)
        if summary.status.value != "active":
            break
        mover = seat_client(tokens[summary.to_move[0]])
        answer = await ops["get_legal_moves"].asyncio_detailed(game_id, client=mover)
        legal = answer.parsed
        assert isinstance(legal, models.LegalMoves), answer.content
        for move in legal.moves:
            assert type(move).__name__ == camel(move.to_dict()["type"])
        assert [m.to_dict() for m in legal.moves] == json.loads(answer.content)["moves"]
        sent = await ops["send_command"].asyncio_detailed(
            game_id, client=mover, body=legal.moves[0], if_match=f'"{legal.version}"'
        )
        assert isinstance(sent.parsed, models.CommandAccepted), sent.content
        assert_events_parsed(sent.parsed.events)
    view = (await ops["get_view"].asyncio_detailed(game_id, client=seat_client(tokens[0]))).parsed
    assert isinstance(view, getattr(models, f"{prefix}View"))
    assert view.game_type == game_type  # a constant: a literal type
    page = await ops["list_events"].asyncio_detailed(game_id, client=seat_client(tokens[0]))
    assert isinstance(page.parsed, models.EventPage), page.content
    assert page.parsed.events
    assert_events_parsed(page.parsed.events)


def assert_events_parsed(events: list[Any]) -> None:
    for event in events:
        assert type(event).__name__ == camel(event.to_dict()["type"])
