"""Games with clocks and bots (the table's `tabletop.*` events in their log) export, replay
offline, verify and import like any other (issues 16 and 20 together): the verification
re-decides every command, the bots' and the stand-in's included, and checks that the table's
events fold consistently; the imported copy answers exactly as at home and never runs a clock
or a bot. Fake time and a hand-ticked scheduler: nothing sleeps."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.api.test_fair_play import ADMIN, Clocked, seated, server
from tests.api.test_imports import answers
from tests.platform.test_replay_file import offline

__all__ = ["server"]  # the fixture, used by name

JSONL = {"Content-Type": "application/jsonl"}
FAR = timedelta(days=3650)


async def play(
    clocked: Clocked, client: httpx.AsyncClient, game_type: str, moves: int, per_move_s: int = 60
) -> str:
    """Seat 1 plays first legal moves; seat 0 stays silent until its clock runs out, comes
    back once, and runs out again (its stand-in plays for it); seat 2 is a greedy bot. Stops
    at seat 1's turn after `moves` of its moves (-1: never), or at the end."""
    clock = {"per_move_s": per_move_s}
    table = await seated(client, game_type, ["human", "human", "greedy"], clock)
    returned = False
    for _ in range(2000):
        summary = await table.summary()
        if summary["status"] == "finished" or (moves == 0 and 1 in summary["to_move"]):
            break  # the end, or seat 1 to move again with its clock running
        if summary["seats"][0]["absent"] and not returned:
            back = await client.post(
                f"/v1/games/{table.game_id}/seats/0/return", headers=table.auth(0)
            )
            assert back.status_code == 200, back.text
            returned = True
        elif 1 in summary["to_move"]:
            clocked.now += timedelta(seconds=per_move_s / 10)
            legal = (await table.legal_moves(1))["moves"]
            assert (await table.send(1, legal[0])).status_code == 201
            moves -= 1
        else:
            assert await clocked.until_due() > 0, "nothing moves the game on"
    return table.game_id


@pytest.mark.parametrize(
    ("game_type", "per_move_s"),
    # Pow Wow's own timers end a claim window long before a minute: a shorter clock.
    [("clans", 60), ("pow_wow", 1)],
)
async def test_a_clocked_game_with_a_bot_verifies_offline_and_imports_as_at_home(
    server: tuple[Clocked, httpx.AsyncClient], game_type: str, per_move_s: int, tmp_path: Path
) -> None:
    clocked, client = server
    game_id = await play(clocked, client, game_type, moves=-1, per_move_s=per_move_s)
    home = (await client.get(f"/v1/games/{game_id}")).json()
    assert home["status"] == "finished" and home["outcome"]["reason"] != "abandoned"
    log = await log_of_game(client, game_id)
    types = [e["type"] for e in log]
    assert types[0] == "tabletop.table_set" and types.count("tabletop.seat_absent") >= 1
    assert "tabletop.seat_returned" in types and "tabletop.clock_charged" in types

    exported = await client.get(f"/v1/games/{game_id}/export")
    assert exported.status_code == 200
    path = tmp_path / "game.jsonl"
    path.write_bytes(exported.content)
    lines = [json.loads(line) for line in exported.text.splitlines()]
    commands = [line for line in lines[1:] if line.get("command") is not None]
    assert any(line["seat"] == 2 for line in commands)  # the bot's moves are logged commands

    replayed = offline("--file", str(path), "--verify")
    assert replayed.returncode == 0, replayed.stdout + replayed.stderr
    summary, verdict = replayed.stdout.splitlines()[-2:]
    assert verdict.startswith("verified") and f"all {len(commands)} commands" in verdict
    offline_summary = json.loads(summary)
    assert offline_summary["to_move"] == home["to_move"]
    assert offline_summary["outcome"] == home["outcome"]

    # A return that never happened does not fold: the file does not verify, naming where.
    returned = next(
        n for n, line in enumerate(lines[1:], 1) if line["event"]["type"].endswith("returned")
    )
    forged = [dict(line) for line in lines]
    forged[returned] = {**lines[returned], "event": {**lines[returned]["event"], "seat": 1}}
    path.write_text("".join(json.dumps(line) + "\n" for line in forged))
    refused = offline("--file", str(path), "--verify")
    assert refused.returncode == 1
    assert f"NOT verified at version {returned}: seat 1 returns" in refused.stdout

    at_home = await answers(client, game_id)
    imported = await client.post(
        "/v1/games/import", content=exported.content, headers={**ADMIN, **JSONL}
    )
    assert imported.status_code == 201, imported.text
    copy = imported.json()["game_id"]
    assert await answers(client, copy) == at_home
    assert [s["bot"] for s in imported.json()["seats"]] == [None, None, "greedy"]
    assert imported.json()["clock"] == home["clock"] and home["clock"]["per_move_s"] == per_move_s


async def test_an_imported_running_game_never_runs_its_clocks_or_bots(
    server: tuple[Clocked, httpx.AsyncClient],
) -> None:
    clocked, client = server
    game_id = await play(clocked, client, "clans", moves=3)
    home = (await client.get(f"/v1/games/{game_id}")).json()
    assert home["status"] == "active" and home["deadline_at"] is not None
    exported = await client.get(f"/v1/games/{game_id}/export", headers=ADMIN)
    assert exported.status_code == 200
    imported = await client.post(
        "/v1/games/import", content=exported.content, headers={**ADMIN, **JSONL}
    )
    assert imported.status_code == 201, imported.text
    copy = imported.json()
    ignored = ("game_id", "imported_from", "deadline_at", "verifiable")
    assert {k: v for k, v in copy.items() if k not in ignored} == {
        k: v for k, v in home.items() if k not in ignored
    }
    # Read-only: no deadline, no timer, and however much time passes, nobody moves in it.
    assert copy["deadline_at"] is None and copy["verifiable"] is False  # exported without seed
    view = (await client.get(f"/v1/games/{copy['game_id']}/view")).json()
    assert "deadline_at" not in view or view["deadline_at"] is None
    timers = clocked.services.tabletop.timers
    assert [
        t for t in await timers.due(clocked.now + FAR, 10_000) if t.game_id == copy["game_id"]
    ] == []
    for _ in range(5):
        await clocked.tick(timedelta(minutes=10))
    after = (await client.get(f"/v1/games/{copy['game_id']}")).json()
    assert after["version"] == copy["version"] and after["seats"] == copy["seats"]
    some_token = {"Authorization": "Bearer some-token"}
    back = await client.post(f"/v1/games/{copy['game_id']}/seats/0/return", headers=some_token)
    assert back.status_code == 409 and back.json()["code"] == "game_read_only"
    bot = await client.post(f"/v1/games/{copy['game_id']}/seats", json={"bot": "random"})
    assert bot.status_code == 409 and bot.json()["code"] == "game_read_only"


async def log_of_game(client: httpx.AsyncClient, game_id: str) -> list[dict[str, Any]]:
    page = await client.get(f"/v1/games/{game_id}/events", params={"limit": 10_000}, headers=ADMIN)
    assert page.status_code == 200, page.text
    return page.json()["events"]  # type: ignore[no-any-return]
