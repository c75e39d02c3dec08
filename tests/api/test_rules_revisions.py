"""Rules revisions through the API (issue 15): a game keeps the revision it was created with
for its whole life, across a deployment of an engine whose current revision is newer.

The test game is the hot potato (tests/support/potato.py): in revision 1 the potato goes to
the next seat, in revision 2 to the previous one. `potato.FIRST_EDITION` is the engine a server
had before revision 2 was written."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest

from service.api.app import Services, create_app
from service.domain import registry
from service.domain.kernel import HostedGame
from service.projections.runner import catch_up
from tests.api.conftest import ADMIN_TOKEN, Table, new_table, settings
from tests.support import potato

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
AN_HOUR = {"limit_ms": 3_600_000}  # no deadline passes while a test runs


def hosting(monkeypatch: pytest.MonkeyPatch, game: HostedGame) -> None:
    """Deploy an engine: the registry of this server hosts `game` as its potato."""
    games = tuple(g for g in registry.all_games() if g.name != "potato")
    monkeypatch.setattr(registry, "_GAMES", (*games, game))


@pytest.fixture(autouse=True)
def current_engine(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    hosting(monkeypatch, potato.GAME)
    yield


@asynccontextmanager
async def server(database_url: str) -> AsyncIterator[tuple[httpx.AsyncClient, Services]]:
    """An app instance of its own over the database (a deployment of the current engine)."""
    services = await Services.postgres(database_url, 4)
    app = create_app(services, settings(), run_background=False)
    app.state.services = services
    transport = httpx.ASGITransport(app=app)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
            yield client, services
    finally:
        for close in services.closers:
            await close()


async def potato_table(client: httpx.AsyncClient, seed: str, **extra: Any) -> Table:
    return await new_table(
        client, players=3, seed=seed, game_type="potato", options=AN_HOUR, **extra
    )


async def pass_potato(table: Table) -> tuple[int, int]:
    """The holder passes; returns (from, to)."""
    holder = (await table.summary())["to_move"][0]
    response = await table.send(holder, {"type": "potato.pass"})
    assert response.status_code == 201, response.text
    return holder, response.json()["events"][0]["to"]


async def record(client: httpx.AsyncClient, game_id: str) -> dict[str, Any]:
    """Everything a client can read of a game: summary, log, and view and position at each
    version."""
    summary = (await client.get(f"/v1/games/{game_id}")).json()
    reads: dict[str, Any] = {
        "summary": summary,
        "events": (await client.get(f"/v1/games/{game_id}/events", headers=ADMIN)).json(),
    }
    for version in range(1, summary["version"] + 1):
        at = {"at": version}
        view = await client.get(f"/v1/games/{game_id}/view", params=at)
        position = await client.get(f"/v1/games/{game_id}/position", params=at, headers=ADMIN)
        reads[f"view@{version}"] = (view.status_code, view.json())
        reads[f"position@{version}"] = (position.status_code, position.json())
    return reads


async def test_a_revision_1_game_keeps_its_rules_when_the_new_engine_is_deployed(
    monkeypatch: pytest.MonkeyPatch, database_url: str
) -> None:
    hosting(monkeypatch, potato.FIRST_EDITION)
    async with server(database_url) as (client, _):
        table = await potato_table(client, "deployed")
        assert (await table.summary())["rules_revision"] == 1
        holder, to = await pass_potato(table)
        assert to == (holder + 1) % 3
        before = await record(client, table.game_id)

    hosting(monkeypatch, potato.GAME)  # the new engine: revision 2 is current
    async with server(database_url) as (client, services):
        kinds = {t["name"]: t for t in (await client.get("/v1/game-types")).json()}
        assert kinds["potato"]["rules_revision"] == 2
        assert [r["number"] for r in kinds["potato"]["revisions"]] == [1, 2]

        old = Table(client, table.game_id, table.tokens)
        assert await record(client, table.game_id) == before  # replays, views, positions
        holder, to = await pass_potato(old)
        assert to == (holder + 1) % 3  # still revision 1's rule
        assert (await old.summary())["rules_revision"] == 1

        new = await potato_table(client, "deployed")
        assert (await new.summary())["rules_revision"] == 2
        holder, to = await pass_potato(new)
        assert to == (holder - 1) % 3  # revision 2's rule for a new game

        assert services.projector is not None
        await catch_up(services.projector)
        lobby = (await client.get("/v1/games", params={"game_type": "potato"})).json()
        revisions = {g["game_id"]: g["rules_revision"] for g in lobby["games"]}
        assert revisions[old.game_id] == 1
        assert revisions[new.game_id] == 2


async def test_a_game_is_created_under_an_older_revision_on_request(
    client: httpx.AsyncClient,
) -> None:
    older = await potato_table(client, "asked", rules_revision=1)
    assert (await older.summary())["rules_revision"] == 1
    holder, to = await pass_potato(older)
    assert to == (holder + 1) % 3
    current = await potato_table(client, "asked")
    assert (await current.summary())["rules_revision"] == 2


@pytest.mark.parametrize("revision", [0, 3, -1, 2**40])
async def test_an_unknown_revision_is_invalid_options(
    client: httpx.AsyncClient, revision: int
) -> None:
    response = await client.post(
        "/v1/games", json={"game_type": "potato", "players": 2, "rules_revision": revision}
    )
    assert response.status_code == 422, response.text
    problem = response.json()
    assert problem["code"] == "invalid_options"
    assert f"no rules revision {revision}: its revisions are 1, 2" in problem["detail"]


async def test_a_revision_that_is_no_number_is_a_malformed_body(
    client: httpx.AsyncClient,
) -> None:
    response = await client.post(
        "/v1/games", json={"game_type": "potato", "players": 2, "rules_revision": "2"}
    )
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid_command"


async def exported_position(client: httpx.AsyncClient, **extra: Any) -> dict[str, Any]:
    table = await potato_table(client, "positions", **extra)
    await pass_potato(table)
    exported = await client.get(f"/v1/games/{table.game_id}/position", headers=ADMIN)
    assert exported.status_code == 200, exported.text
    document: dict[str, Any] = exported.json()
    return document


async def test_a_position_carries_its_revision_into_the_game_created_from_it(
    client: httpx.AsyncClient,
) -> None:
    document = await exported_position(client, rules_revision=1)
    assert document["rules_revision"] == 1
    copy = await potato_table(client, "copy", position=document)
    assert (await copy.summary())["rules_revision"] == 1
    again = await client.get(f"/v1/games/{copy.game_id}/position", headers=ADMIN)
    assert again.json() == document
    named = await potato_table(client, "named", position=document, rules_revision=1)
    assert (await named.summary())["rules_revision"] == 1


async def test_a_position_of_another_revision_than_requested_is_invalid_position(
    client: httpx.AsyncClient,
) -> None:
    document = await exported_position(client, rules_revision=1)
    body = {"game_type": "potato", "players": 3, "position": document, "rules_revision": 2}
    response = await client.post("/v1/games", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid_position"
    assert response.json()["problems"] == ["rules_revision is 1 in the position, 2 in the request"]
    broken = {**document, "rules_revision": "one"}
    response = await client.post(
        "/v1/games", json={"game_type": "potato", "players": 3, "position": broken}
    )
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid_position"


async def test_a_position_without_a_revision_gets_the_requested_or_current_one(
    client: httpx.AsyncClient,
) -> None:
    document = await exported_position(client)
    del document["rules_revision"]
    current = await potato_table(client, "bare", position=document)
    assert (await current.summary())["rules_revision"] == 2
    older = await potato_table(client, "bare-1", position=document, rules_revision=1)
    assert (await older.summary())["rules_revision"] == 1
