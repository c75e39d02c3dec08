"""GET /v1/games/{id}/export (issue 20 item 1): one JSON Lines file, a header and every event
with its version and recorded time; anyone once the game is over, the operator before."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import httpx

from tests.api.conftest import ADMIN_TOKEN, new_table

ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


def lines(response: httpx.Response) -> list[dict[str, Any]]:
    assert response.headers["content-type"].startswith("application/jsonl")
    assert response.text.endswith("\n")
    return [json.loads(line) for line in response.text.splitlines()]


async def test_a_finished_game_exports_its_header_and_every_event_to_anyone(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2, seed=None)
    summary = await table.play_to_the_end()
    response = await client.get(f"/v1/games/{table.game_id}/export")
    assert response.status_code == 200, response.text
    assert response.headers["content-disposition"] == (
        f'attachment; filename="{table.game_id}.jsonl"'
    )
    header, *events = lines(response)
    assert header["format"] == "tabletop.game-log" and header["format_version"] == 1
    assert header["game_type"] == "clans" and header["players"] == 2
    assert header["rules_revision"] == summary["rules_revision"]
    assert header["options"] == summary["options"] and header["setup"] == "random"
    assert header["seed"] == summary["seed"] is not None
    assert header["seed_commitment"] == hashlib.sha256(header["seed"].encode()).hexdigest()
    assert header["seats"] == ["player 0", "player 1"]
    assert header["status"] == "finished" and header["version"] == summary["version"]
    log = (await client.get(f"/v1/games/{table.game_id}/events?limit=10000")).json()["events"]
    assert len(events) == len(log) == summary["version"]
    for line, entry in zip(events, log, strict=True):
        assert line["version"] == entry["version"]
        assert line["recorded_at"].replace("+00:00", "Z") == entry["recorded_at"].replace(
            "+00:00", "Z"
        )
        assert line["event"] == {
            k: v for k, v in entry.items() if k not in ("version", "recorded_at")
        }
    assert events[0]["command"] is None and events[0]["seat"] is None
    commands = [e for e in events if e["command"] is not None]
    assert commands and all(e["seat"] in (0, 1) for e in commands)


async def test_a_running_game_is_exported_to_the_operator_only_and_without_its_seed(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client, players=2, seed=None)
    await table.play_first_legal_move()
    url = f"/v1/games/{table.game_id}/export"
    for headers in ({}, table.auth(0)):
        refused = await client.get(url, headers=headers)
        assert refused.status_code == 403
        assert refused.headers["content-type"].startswith("application/problem+json")
        assert refused.json()["code"] == "forbidden"
    response = await client.get(url, headers=ADMIN)
    assert response.status_code == 200, response.text
    header, *events = lines(response)
    assert header["status"] == "active" and header["seed"] is None
    assert header["seed_commitment"] == (await table.summary())["seed_commitment"]
    assert len(events) == header["version"] == (await table.summary())["version"]
    missing = await client.get("/v1/games/00000000-0000-4000-8000-000000000000/export")
    assert missing.status_code == 404 and missing.json()["code"] == "game_not_found"
