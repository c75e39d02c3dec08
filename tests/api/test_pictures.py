"""Pictures over HTTP (`GET /v1/games/{id}/view` with `Accept: image/svg+xml`) and the log in
words (`GET /v1/games/{id}/events/narration`): the caller's audience only, their own ETags,
conditional requests, and a picture that can never run or load anything."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import httpx
import msgspec
import pytest
from litestar.testing import AsyncTestClient

from service.api.app import Services, create_app
from service.domain import registry
from service.domain.kernel import fold
from service.records import game_setup
from tests.api.conftest import Table, new_table, settings
from tests.kit.setups import plain
from tests.support import potato

SVG = {"Accept": "image/svg+xml"}
NS = "{http://www.w3.org/2000/svg}"


async def picture(table: Table, seat: int | None = None, **params: int) -> httpx.Response:
    headers = {**SVG, **(table.auth(seat) if seat is not None else {})}
    return await table.client.get(f"/v1/games/{table.game_id}/view", headers=headers, params=params)


async def test_the_view_answers_a_picture_when_asked_with_its_own_etag(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=3)
    drawn = await picture(table, 1)
    assert drawn.status_code == 200, drawn.text
    assert drawn.headers["content-type"].startswith("image/svg+xml")
    version = (await table.summary())["version"]
    assert drawn.headers["etag"] == f'"{version}-seat1-svg"'
    assert drawn.headers["vary"] == "Accept"
    assert drawn.headers["x-content-type-options"] == "nosniff"
    assert "script-src 'none'" in drawn.headers["content-security-policy"]
    root = ET.fromstring(drawn.text)
    assert root.get("data-game") == "clans"
    assert root.get("data-audience") == "1"
    assert root.get("data-version") == str(version)

    data = await client.get(f"/v1/games/{table.game_id}/view", headers=table.auth(1))
    assert data.headers["content-type"].startswith("application/json")
    assert data.headers["etag"] == f'"{version}-seat1"'
    assert data.headers["vary"] == "Accept"


@pytest.mark.parametrize(
    ("accept", "svg"),
    [
        ("image/svg+xml", True),
        ("image/*", True),
        ("image/avif,image/webp,image/svg+xml,image/*,*/*;q=0.8", True),  # a browser's <img>
        ("*/*", False),
        ("application/json, image/svg+xml;q=0.5", False),
        ("image/svg+xml;q=0", False),
        ("text/html", False),
    ],
)
async def test_accept_chooses_between_the_json_view_and_its_picture(
    client: httpx.AsyncClient, accept: str, svg: bool
) -> None:
    table = await new_table(client, players=2)
    answer = await client.get(f"/v1/games/{table.game_id}/view", headers={"Accept": accept})
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("image/svg+xml" if svg else "application/json")


async def test_a_picture_answers_304_to_its_own_etag_and_200_to_the_jsons(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2)
    drawn = await picture(table)
    etag = drawn.headers["etag"]
    again = await table.client.get(
        f"/v1/games/{table.game_id}/view", headers={**SVG, "If-None-Match": etag}
    )
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == etag
    data = await client.get(f"/v1/games/{table.game_id}/view")
    crossed = await table.client.get(
        f"/v1/games/{table.game_id}/view", headers={**SVG, "If-None-Match": data.headers["etag"]}
    )
    assert crossed.status_code == 200  # the JSON's ETag is not the picture's


async def test_a_pictures_etag_pins_a_command_like_any_etag_of_its_version(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2)
    seat = (await table.summary())["to_move"][0]
    etag = (await picture(table, seat)).headers["etag"]
    move = (await table.legal_moves(seat))["moves"][0]
    accepted = await table.send(seat, move, **{"If-Match": etag})
    assert accepted.status_code == 201, accepted.text
    stale = await table.send(seat, move, **{"If-Match": etag})
    assert stale.status_code == 409


async def test_a_past_version_is_drawn_as_the_view_was_then(client: httpx.AsyncClient) -> None:
    table = await new_table(client, players=2)
    for _ in range(3):
        await table.play_first_legal_move()
    drawn = await picture(table, 0, at=2)
    assert drawn.status_code == 200
    assert drawn.headers["etag"] == '"2-seat0-svg"'
    assert ET.fromstring(drawn.text).get("data-version") == "2"
    beyond = await picture(table, 0, at=999)
    assert beyond.status_code == 422
    assert beyond.json()["code"] == "version_out_of_range"


async def test_names_are_escaped_in_a_picture(client: httpx.AsyncClient) -> None:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    game_id = created.json()["game_id"]
    tokens = []
    for name in ('<script>alert("x")</script>', "Bo & 'Co'"):
        taken = await client.post(f"/v1/games/{game_id}/seats", json={"name": name})
        assert taken.status_code == 201, taken.text
        tokens.append(taken.json()["token"])
    drawn = await client.get(
        f"/v1/games/{game_id}/view", headers={**SVG, "Authorization": f"Bearer {tokens[0]}"}
    )
    assert "<script" not in drawn.text
    root = ET.fromstring(drawn.text)
    assert not [e for e in root.iter() if e.tag == f"{NS}script"]
    texts = " ".join(e.text or "" for e in root.iter(f"{NS}text"))
    assert '<script>alert("x")</script>' in texts  # shown as text, never as markup


async def test_a_game_that_has_not_started_has_no_picture(client: httpx.AsyncClient) -> None:
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    answer = await client.get(f"/v1/games/{created.json()['game_id']}/view", headers=SVG)
    assert answer.status_code == 409
    assert answer.json()["code"] == "game_not_started"


async def test_the_log_in_words_tells_each_audience_its_own_copies(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=3)
    await table.play_first_legal_move()
    url = f"/v1/games/{table.game_id}/events/narration"
    seat = (await client.get(url, headers=table.auth(0))).json()
    spectator = (await client.get(url)).json()
    events = (await client.get(f"/v1/games/{table.game_id}/events")).json()["events"]
    assert [line["version"] for line in spectator["lines"]] == [e["version"] for e in events]
    assert [line["type"] for line in spectator["lines"]] == [e["type"] for e in events]
    dealt = next(n for n, e in enumerate(events) if e["type"] == "clans.clans_dealt")
    assert spectator["lines"][dealt]["text"] == "The clans were dealt in secret."
    clan = (await client.get(f"/v1/games/{table.game_id}/view", headers=table.auth(0))).json()
    assert (
        seat["lines"][dealt]["text"]
        == f"The clans were dealt in secret; yours is {clan['my_clan']}."
    )
    assert spectator["lines"][-1]["text"].endswith(".")
    page = (await client.get(url, params={"after": 1, "limit": 1})).json()
    assert [line["version"] for line in page["lines"]] == [2]


async def test_time_travel_through_snapshots_gives_the_state_folded_from_the_start(
    client: httpx.AsyncClient,
) -> None:
    """Random jumps and steps (most served from kept states) give exactly the view that
    folding the whole log from version 0 gives."""
    table = await new_table(client, players=2, game_type="der_schwarm", seed="snapshots")
    for _ in range(90):
        if (await table.summary())["status"] == "finished":
            break
        await table.play_first_legal_move()
    summary = await table.summary()
    last = summary["version"]
    admin = {"Authorization": "Bearer operator-secret"}
    logged = await client.get(
        f"/v1/games/{table.game_id}/events", params={"limit": last}, headers=admin
    )
    rules = registry.get("der_schwarm")
    assert rules is not None
    events = [msgspec.convert(e, rules.Event) for e in logged.json()["events"]]
    options = msgspec.convert(summary["options"], rules.Options)
    setup = game_setup(rules, 2, options, summary["rules_revision"])
    chosen = random.Random(7).sample(range(1, last), min(25, last - 1))
    for at in [*chosen, *range(last - 5, last)]:
        served = await client.get(
            f"/v1/games/{table.game_id}/view", params={"at": at}, headers=table.auth(0)
        )
        expected = plain(rules.view(fold(rules, setup, events[:at]), 0))
        body = served.json()
        body.pop("game_type")
        assert body == expected, at


async def test_a_game_without_pictures_answers_its_view_and_tells_its_events_by_type(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game this server draws no picture for (here the test suite's hot potato) answers
    `Accept: image/svg+xml` with its JSON view, and its log in words with each event's type."""
    games = tuple(g for g in registry.all_games() if g.name != "potato")
    monkeypatch.setattr(registry, "_GAMES", (*games, potato.GAME))
    app = create_app(Services.in_memory(), settings(), run_background=False)
    async with AsyncTestClient(app) as client:
        table = await new_table(
            client, players=3, game_type="potato", options={"limit_ms": 3_600_000}
        )
        answer = await picture(table, 0)
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("application/json")
        assert answer.json()["game_type"] == "potato"
        said = (await client.get(f"/v1/games/{table.game_id}/events/narration")).json()
        assert (
            said["lines"][0]["text"]
            == "potato: " + said["lines"][0]["type"].split(".")[1].replace("_", " ") + "."
        )
