"""The Python SDK (clients/python, `tabletop_client`) as a developer uses it: its generated layer
is a fresh generation of the committed document, its version is the API's, it passes
`mypy --strict`, and against a live server (PostgreSQL behind real HTTP) its sync and async
clients play a game of every type to its end, each seat driven by the stream helper, legal
moves and commands. Then the stream stops at the end, and 429/503 are waited out."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from tabletop_client import (
    AsyncTabletop,
    GameStatus,
    LiveSummary,
    StreamItem,
    Tabletop,
    TabletopProblem,
    UnknownEvent,
    __version__,
)

from service.api.app import Services, create_app
from service.api.openapi.components import camel
from service.domain import registry
from tests.api.conftest import ADMIN_TOKEN, settings
from tests.browser.endgames import endgame
from tests.support.contract import DOCUMENT_PATH
from tests.support.server import serving_in_thread

SDK = DOCUMENT_PATH.parents[1] / "clients" / "python"  # on sys.path: pytest's `pythonpath`
TOOL_SECONDS = 600
PLAY_SECONDS = 300
ASYNC_GAMES = {"clans", "pow_wow", "ice_flow"}  # the others play with the sync client


def test_the_committed_generated_layer_is_a_fresh_generation() -> None:
    result = subprocess.run(
        [sys.executable, str(SDK / "generate.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=TOOL_SECONDS,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_package_is_versioned_with_the_api() -> None:
    document = json.loads(DOCUMENT_PATH.read_text(encoding="utf-8"))
    assert __version__ == document["info"]["version"]
    # The distribution's version is read from the same generated constant.
    pyproject = (SDK / "pyproject.toml").read_text(encoding="utf-8")
    assert 'version = { attr = "tabletop_client._generated.API_VERSION" }' in pyproject


def test_the_package_passes_mypy_strict() -> None:
    # Run in the package's folder: its own pyproject.toml configures mypy (cache there too).
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "tabletop_client", "generate.py"],
        cwd=SDK,
        capture_output=True,
        text=True,
        timeout=TOOL_SECONDS,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.fixture(scope="module")
def api(database_url: str) -> Iterator[str]:
    app = create_app(lambda: Services.postgres(database_url, 4), settings())
    with serving_in_thread(app) as url:
        yield url


class Requests:
    """Every request a client sends (an httpx event hook), to tell what it did and when."""

    def __init__(self) -> None:
        self.seen: list[httpx.Request] = []
        self.lock = threading.Lock()

    def record(self, request: httpx.Request) -> None:
        with self.lock:
            self.seen.append(request)

    async def arecord(self, request: httpx.Request) -> None:
        self.record(request)

    def streams(self) -> list[httpx.Request]:
        return [r for r in self.seen if r.url.path.endswith("/events/stream")]


def moves_now(item: StreamItem, seat: int) -> bool:
    """Whether `seat` plays after this summary: as tests/browser/endgames.py's person does, the
    lowest seat to move plays its first legal move."""
    return (
        isinstance(item, LiveSummary)
        and item.status == GameStatus.ACTIVE
        and bool(item.to_move)
        and min(item.to_move) == seat
    )


def drive(client: Tabletop, game_id: str, seat: int) -> list[StreamItem]:
    seen: list[StreamItem] = []
    for item in client.follow(game_id):
        seen.append(item)
        if moves_now(item, seat):
            legal = client.get_legal_moves(game_id)
            if legal.moves:
                try:
                    client.send_command(game_id, legal.moves[0], if_match=legal.version)
                except TabletopProblem as problem:  # a timer moved first: the next summary says
                    assert problem.code == "version_conflict", problem
    return seen


async def adrive(client: AsyncTabletop, game_id: str, seat: int) -> list[StreamItem]:
    seen: list[StreamItem] = []
    async for item in client.follow(game_id):
        seen.append(item)
        if moves_now(item, seat):
            legal = await client.get_legal_moves(game_id)
            if legal.moves:
                try:
                    await client.send_command(game_id, legal.moves[0], if_match=legal.version)
                except TabletopProblem as problem:
                    assert problem.code == "version_conflict", problem
    return seen


def play_sync(url: str, game: dict[str, Any], requests: Requests) -> tuple[str, list[Any]]:
    http = httpx.Client(base_url=url, event_hooks={"request": [requests.record]})
    with Tabletop(url, http=http) as lobby, http:
        created = lobby.create_game(game)
        game_id = str(created.game_id)
        seats = [lobby.take_seat(game_id, f"Seat {n}") for n in range(game["players"])]
        seen: list[Any] = [None] * len(seats)

        def run(n: int, token: str) -> None:
            seen[n] = drive(lobby.with_token(token), game_id, n)

        threads = [
            threading.Thread(target=run, args=(taken.seat, taken.token), daemon=True)
            for taken in seats
            if isinstance(taken.token, str)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(PLAY_SECONDS)
        assert not any(thread.is_alive() for thread in threads), "a seat's stream never ended"
        return game_id, seen


async def play_async(url: str, game: dict[str, Any], requests: Requests) -> tuple[str, list[Any]]:
    http = httpx.AsyncClient(base_url=url, event_hooks={"request": [requests.arecord]})
    async with AsyncTabletop(url, http=http) as lobby, http:
        created = await lobby.create_game(game)
        game_id = str(created.game_id)
        seats = [await lobby.take_seat(game_id, f"Seat {n}") for n in range(game["players"])]
        async with asyncio.timeout(PLAY_SECONDS):
            seen = await asyncio.gather(
                *(
                    adrive(lobby.with_token(taken.token), game_id, taken.seat)
                    for taken in seats
                    if isinstance(taken.token, str)
                )
            )
        return game_id, list(seen)


@pytest.mark.parametrize("game_type", [r.name for r in registry.all_games()])
async def test_the_sdk_plays_every_game_to_its_end_over_its_stream(
    api: str, game_type: str
) -> None:
    # From a late position of a recorded game: first legal moves end it within 60 commands
    # (random play from the start can take very long, Ice Flow's above all).
    players, position = endgame(game_type)
    game = {"game_type": game_type, "players": players, "position": position}
    requests = Requests()
    if game_type in ASYNC_GAMES:
        game_id, seen = await play_async(api, game, requests)
    else:
        game_id, seen = await asyncio.to_thread(play_sync, api, game, requests)

    with Tabletop(api) as reader:
        final = reader.get_game(game_id)
        log = reader.list_events(game_id).events
    assert final.status.value == "finished"
    for items in seen:
        # Each seat's iterator ended by itself, at the finished summary, and saw every event
        # of the log, in order, each parsed into its own class.
        last = items[-1]
        assert isinstance(last, LiveSummary), last
        assert last.status == GameStatus.FINISHED
        assert last.version == final.version
        events = [i for i in items if not isinstance(i, LiveSummary)]
        assert not [e for e in events if isinstance(e, UnknownEvent)]
        for event in events:
            assert type(event).__name__ == camel(event.type_)
        assert [e.version for e in events] == list(range(1, final.version + 1))
        assert len(events) == len(log)
    # One stream per seat, opened once: nothing was reopened, nothing after the end.
    assert len(requests.streams()) == players
    assert all(r.headers["Last-Event-ID"] == "0" for r in requests.streams())
    # POSTs carry an Idempotency-Key each, one per action.
    posts = [r for r in requests.seen if r.method == "POST"]
    keys = [r.headers.get("Idempotency-Key") for r in posts]
    assert None not in keys
    assert len(set(keys)) == len(keys)


async def test_a_finished_game_is_exported_imported_and_its_stream_ends_without_a_loop(
    api: str,
) -> None:
    players, position = endgame("clans", within=8)
    game_id, _ = await play_async(
        api, {"game_type": "clans", "players": players, "position": position}, Requests()
    )
    requests = Requests()
    http = httpx.AsyncClient(base_url=api, event_hooks={"request": [requests.arecord]})
    async with http:
        client = AsyncTabletop(api, http=http)
        final = await client.get_game(game_id)
        assert final.status.value == "finished"
        # A finished summary known: no request at all (rule, step 2).
        requests.seen.clear()
        assert [i async for i in client.follow(game_id, summary=final)] == []
        assert requests.seen == []
        # Resuming after the last event: one request, answered 204 or a finished summary;
        # then the iterator ends, and no request follows (steps 3 and 4).
        async with asyncio.timeout(60):
            items = [i async for i in client.follow(game_id, after=final.version)]
        assert all(isinstance(i, LiveSummary) and i.status.value == "finished" for i in items)
        assert len(requests.seen) == 1
        await asyncio.sleep(1.5)  # longer than the first back-off
        assert len(requests.seen) == 1

        log = await client.export_game(game_id)
        operator = client.with_token(ADMIN_TOKEN)
        imported = await operator.import_game(log)
        assert imported.imported_from == game_id
        assert imported.version == final.version
        with pytest.raises(TabletopProblem) as refused:
            await client.import_game(log)
        assert (refused.value.status, refused.value.code) == (401, "unauthorized")


def test_the_readme_game_plays_to_its_end(api: str, capsys: pytest.CaptureFixture[str]) -> None:
    readme = (SDK / "README.md").read_text(encoding="utf-8")
    code = readme.split("```python\n", 1)[1].split("```", 1)[0]
    assert len(code.splitlines()) <= 30
    exec(compile(code.replace('"http://127.0.0.1:8000"', repr(api)), "README.md", "exec"), {})
    # The server's log shares stdout (its thread may cut into a printed line): look for words.
    printed = capsys.readouterr().out
    assert "clans.game_started" in printed
    assert "clans.game_ended" in printed
    assert "Outcome(" in printed
