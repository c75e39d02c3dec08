"""Turn clocks, absent seats, returns, abandonment and server bots over HTTP (issue 16,
DESIGN "Clocks, absence and bots"). A fake clock drives time and the scheduler is ticked by
hand, so nothing sleeps and nothing depends on how loaded the machine is."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import msgspec
import pytest

from service.api.app import Services, create_app
from service.domain import registry
from service.domain.kernel import Setup, fold
from service.domain.table import TableState, tabled
from tests.api.conftest import ADMIN_TOKEN, Table, settings

GAME_TYPES = [g.name for g in registry.all_games()]
ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


class Clocked:
    """An in-memory server whose time a test moves, with its scheduler ticked by hand."""

    def __init__(self, bot_delay: timedelta = timedelta(0), **services: Any) -> None:
        self.now = datetime.now(UTC)
        self.services = Services.in_memory(clock=lambda: self.now, bot_delay=bot_delay, **services)
        self.app = create_app(self.services, settings(), run_background=False)
        self.app.state.services = self.services  # no lifespan with a bare ASGI transport

    async def tick(self, after: timedelta = timedelta(0)) -> int:
        """Let `after` pass, then let the scheduler act."""
        self.now += after
        assert self.services.scheduler is not None
        return await self.services.scheduler.tick()

    async def until_due(self) -> int:
        """Jump to the next timer's due time and tick; 0 if no timer runs."""
        due = await self.services.tabletop.timers.next_due()
        if due is None:
            return 0
        self.now = max(self.now, due) + timedelta(milliseconds=1)
        return await self.tick()


@pytest.fixture
async def server() -> AsyncIterator[tuple[Clocked, httpx.AsyncClient]]:
    clocked = Clocked()
    transport = httpx.ASGITransport(app=clocked.app)
    async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
        yield clocked, client


async def seated(
    client: httpx.AsyncClient,
    game_type: str,
    seats: list[str],
    clock: dict[str, int] | None = None,
    seed: str = "fair-play",
) -> Table:
    """A game whose seats are taken in order: "human", or a bot kind."""
    body: dict[str, Any] = {"game_type": game_type, "players": len(seats), "seed": seed}
    if clock is not None:
        body["clock"] = clock
    created = await client.post("/v1/games", json=body)
    assert created.status_code == 201, created.text
    game_id = created.json()["game_id"]
    tokens = []
    for n, who in enumerate(seats):
        body = {"name": f"player {n}"} if who == "human" else {"bot": who}
        taken = await client.post(f"/v1/games/{game_id}/seats", json=body)
        assert taken.status_code == 201, taken.text
        tokens.append(taken.json().get("token", ""))
        if who != "human":
            assert "token" not in taken.json()
    return Table(client, game_id, tokens)


async def log_of(table: Table) -> list[dict[str, Any]]:
    page = await table.client.get(
        f"/v1/games/{table.game_id}/events", params={"limit": 10_000}, headers=ADMIN
    )
    assert page.status_code == 200, page.text
    return page.json()["events"]  # type: ignore[no-any-return]


async def test_a_seat_whose_clock_runs_out_is_played_by_a_bot_until_it_returns(
    server: tuple[Clocked, httpx.AsyncClient],
) -> None:
    clocked, client = server
    table = await seated(client, "clans", ["human", "human", "greedy"], {"per_move_s": 30})
    summary = await table.summary()
    first = summary["to_move"][0]
    started = (await log_of(table))[-1]["recorded_at"]
    deadline = datetime.fromisoformat(summary["deadline_at"])
    expected = datetime.fromisoformat(started) + timedelta(seconds=30)
    assert abs(deadline - expected) < timedelta(milliseconds=1)  # counted in milliseconds
    assert [s["bot"] for s in summary["seats"]] == [None, None, "greedy"]
    # Not yet: nothing happens before the clock runs out.
    assert await clocked.tick(timedelta(seconds=29)) == 0
    assert not (await table.summary())["seats"][first]["absent"]
    await clocked.tick(timedelta(seconds=2))
    summary = await table.summary()
    assert summary["seats"][first]["absent"]
    log = await log_of(table)
    assert {"type": "tabletop.seat_absent", "seat": first}.items() <= log[-1].items() or any(
        e["type"] == "tabletop.seat_absent" and e["seat"] == first for e in log
    )
    # The bot moved for the absent seat: a command of that seat after its absence.
    absent_at = next(e["version"] for e in log if e["type"] == "tabletop.seat_absent")
    assert summary["version"] > absent_at + 1
    # It comes back: only with its own token, and then it is present again.
    other = 1 - first
    refused = await client.post(
        f"/v1/games/{table.game_id}/seats/{first}/return", headers=table.auth(other)
    )
    assert refused.status_code == 403
    back = await client.post(
        f"/v1/games/{table.game_id}/seats/{first}/return", headers=table.auth(first)
    )
    assert back.status_code == 200, back.text
    assert not back.json()["seats"][first]["absent"]
    assert (await log_of(table))[-1]["type"] == "tabletop.seat_returned"


async def test_an_absent_seat_comes_back_with_a_command_of_its_own() -> None:
    # Bots wait 5 s before they move (TABLETOP_BOT_DELAY_MS), so that the absent seat is
    # still to move when its player sends a command.
    clocked = Clocked(bot_delay=timedelta(seconds=5))
    transport = httpx.ASGITransport(app=clocked.app)
    client = httpx.AsyncClient(transport=transport, base_url="http://tabletop")
    table = await seated(client, "clans", ["human", "human", "greedy"], {"per_move_s": 30})
    for _ in range(200):
        summary = await table.summary()
        if summary["seats"][0]["absent"] and summary["to_move"] == [0]:
            break
        if summary["to_move"] == [1]:
            await table.play_first_legal_move()
        else:
            await clocked.until_due()  # seat 0 stays silent: it times out, or a bot moves
    else:
        raise AssertionError("seat 0 was never absent and to move")
    # The stand-in would move 5 s after the seat's absence: not yet.
    assert await clocked.tick(timedelta(seconds=4)) == 0
    # Absent and to move: its own command is accepted, and it is back.
    move = (await table.legal_moves(0))["moves"][0]
    accepted = await table.send(0, move)
    assert accepted.status_code == 201, accepted.text
    assert [e["type"] for e in accepted.json()["events"]][-1] == "tabletop.seat_returned"
    assert not (await table.summary())["seats"][0]["absent"]
    await client.aclose()


async def test_the_stand_in_plays_an_absent_seat_to_the_games_end_while_a_human_plays_on(
    server: tuple[Clocked, httpx.AsyncClient],
) -> None:
    clocked, client = server
    table = await seated(client, "clans", ["human", "human", "random"], {"per_move_s": 60})
    for _ in range(500):
        summary = await table.summary()
        if summary["status"] == "finished":
            break
        if summary["to_move"] == [1]:
            clocked.now += timedelta(seconds=5)
            await table.play_first_legal_move()
        else:
            assert await clocked.until_due() > 0  # seat 0 times out once, then its stand-in
    assert summary["status"] == "finished"
    assert summary["outcome"]["reason"] != "abandoned"
    assert [s["absent"] for s in summary["seats"]] == [True, False, False]
    log = await log_of(table)
    assert [e["type"] for e in log].count("tabletop.seat_absent") == 1


async def test_a_game_whose_every_human_is_absent_ends_as_abandoned(
    server: tuple[Clocked, httpx.AsyncClient],
) -> None:
    clocked, client = server
    clock = {"bank_s": 20, "increment_s": 5}
    table = await seated(client, "mammoth_hunters", ["human", "random", "human"], clock)
    for _ in range(100):
        summary = await table.summary()
        if summary["status"] == "finished":
            break
        assert await clocked.until_due() > 0
    assert summary["outcome"]["reason"] == "abandoned"
    assert summary["outcome"]["winners"] == []
    assert [s["absent"] for s in summary["seats"]] == [True, False, True]
    assert summary["to_move"] == [] and summary["deadline_at"] is None
    assert (await log_of(table))[-1]["type"] == "tabletop.game_abandoned"
    refused = await table.send(0, {"type": "mammoth_hunters.end_turn"})
    assert refused.status_code == 422
    # Coming back after the end is refused as a command is, and changes nothing.
    log = await log_of(table)
    late = await client.post(f"/v1/games/{table.game_id}/seats/0/return", headers=table.auth(0))
    assert (late.status_code, late.json()["code"]) == (422, "game_over")
    assert await table.summary() == summary
    assert await log_of(table) == log


async def test_returning_to_a_seat_of_a_finished_game_is_refused_like_a_command(
    server: tuple[Clocked, httpx.AsyncClient],
) -> None:
    _, client = server
    table = await seated(client, "clans", ["human", "human"])
    summary = await table.play_to_the_end()
    assert summary["outcome"]["reason"] != "abandoned"
    log = await log_of(table)
    for seat in (0, 1):
        command = await table.send(seat, {"type": "clans.move", "from": 0, "to": 1})
        back = await client.post(
            f"/v1/games/{table.game_id}/seats/{seat}/return", headers=table.auth(seat)
        )
        assert back.status_code == command.status_code == 422
        assert back.json()["code"] == command.json()["code"] == "game_over"
    assert await table.summary() == summary
    assert await log_of(table) == log


@pytest.mark.parametrize("game_type", GAME_TYPES)
async def test_an_all_bot_game_plays_itself_to_the_end(
    server: tuple[Clocked, httpx.AsyncClient], game_type: str
) -> None:
    clocked, client = server
    # Ice Flow's random explorers may wander forever (tests/kit/hooks/ice_flow.py).
    kinds = ["greedy"] * 3 if game_type == "ice_flow" else ["random", "greedy", "random"]
    table = await seated(client, game_type, kinds)
    for _ in range(500):
        summary = await table.summary()
        if summary["status"] == "finished":
            break
        assert await clocked.until_due() > 0, "the bots stopped"
    assert summary["status"] == "finished"
    assert summary["outcome"]["reason"] != "abandoned"
    assert summary["deadline_at"] is None


@pytest.mark.parametrize("game_type", GAME_TYPES)
async def test_a_clocked_game_replays_from_its_log_as_the_server_shows_it(
    server: tuple[Clocked, httpx.AsyncClient], game_type: str
) -> None:
    clocked, client = server
    # Seat 0 spends less than its increment on every move; seat 1 is silent until it has run
    # out (sooner than Pow Wow's own timers), then it returns.
    clock = {"bank_s": 2, "increment_s": 1}
    table = await seated(client, game_type, ["human", "human", "greedy"], clock)
    returned = False
    for _ in range(400):
        summary = await table.summary()
        if summary["status"] == "finished":
            break
        if summary["seats"][1]["absent"] and not returned:
            back = await client.post(
                f"/v1/games/{table.game_id}/seats/1/return", headers=table.auth(1)
            )
            assert back.status_code == 200
            returned = True
        elif 0 in summary["to_move"] and not summary["seats"][0]["absent"]:
            clocked.now += timedelta(milliseconds=500)
            await table.send(0, (await table.legal_moves(0))["moves"][0])
        else:
            await clocked.until_due()
        if summary["version"] > 60:
            break  # long enough: clocks charged, a seat absent and back, bots moved
    live = await table.summary()
    log = await log_of(table)
    types = {e["type"] for e in log}
    assert {"tabletop.table_set", "tabletop.seat_absent", "tabletop.clock_charged"} <= types
    rules = registry.get(game_type)
    assert rules is not None
    at_table = tabled(rules)
    events = [
        msgspec.convert(
            {k: v for k, v in e.items() if k not in ("version", "recorded_at")}, at_table.Event
        )
        for e in log
    ]
    options = msgspec.convert(live["options"], rules.Options)
    setup = Setup(players=3, options=options, rules_revision=live["rules_revision"])
    state = fold(at_table, setup, events)
    assert isinstance(state, TableState)
    assert state.version == live["version"]
    assert sorted(at_table.to_move(state)) == live["to_move"]
    assert [s.seat in state.absent for s in map(_seat, live["seats"])] == [
        s["absent"] for s in live["seats"]
    ]
    assert _json(at_table.outcome(state)) == live["outcome"]
    view = (await client.get(f"/v1/games/{table.game_id}/view")).json()
    server_side = ("game_type", "deadline_at")  # the API's, not the rules' view
    assert {k: v for k, v in view.items() if k not in server_side} == _json(
        at_table.view(state, None)
    )
    # One deadline everywhere: the view of now shows the summary's.
    assert view.get("deadline_at") == live["deadline_at"]


def _json(value: Any) -> Any:
    return msgspec.json.decode(msgspec.json.encode(value))


class _Seat(msgspec.Struct):
    seat: int


def _seat(value: dict[str, Any]) -> _Seat:
    return _Seat(seat=value["seat"])


async def test_a_clock_must_be_per_move_or_a_bank(
    server: tuple[Clocked, httpx.AsyncClient],
) -> None:
    _, client = server
    for clock in ({}, {"per_move_s": 5, "bank_s": 60}, {"per_move_s": 5, "increment_s": 1}):
        body = {"game_type": "clans", "players": 2, "clock": clock}
        response = await client.post("/v1/games", json=body)
        assert response.status_code == 422, clock
        assert response.json()["code"] == "invalid_options"
    response = await client.post(
        "/v1/games", json={"game_type": "clans", "players": 2, "clock": {"per_move_s": 0}}
    )
    assert response.json()["code"] == "invalid_command"


async def test_a_seat_is_a_players_or_a_bots(server: tuple[Clocked, httpx.AsyncClient]) -> None:
    _, client = server
    created = await client.post("/v1/games", json={"game_type": "clans", "players": 2})
    seats = f"/v1/games/{created.json()['game_id']}/seats"
    assert (await client.post(seats, json={})).json()["code"] == "invalid_command"
    assert (await client.post(seats, json={"bot": "clever"})).json()["code"] == "invalid_command"
    named = await client.post(seats, json={"bot": "random", "name": "Robo"})
    assert named.status_code == 201
    assert named.json()["game"]["seats"][0] == {
        "seat": 0,
        "name": "Robo",
        "bot": "random",
        "absent": False,
    }


@pytest.mark.parametrize("game_type", GAME_TYPES)
async def test_a_silent_human_and_two_bots_finish_by_themselves(
    client: httpx.AsyncClient, game_type: str
) -> None:
    """Real time, the server's own scheduler (and, over Postgres, its elected leader): the
    human's one-second clock runs out, the bots play on for it, and with no human left the
    game ends as abandoned, all without anybody's help."""
    table = await seated(client, game_type, ["human", "greedy", "random"], {"per_move_s": 1})
    deadline = asyncio.get_running_loop().time() + 120
    while asyncio.get_running_loop().time() < deadline:
        summary = await table.summary()
        if summary["status"] == "finished":
            break
        await asyncio.sleep(0.2)
    assert summary["status"] == "finished"
    assert summary["outcome"]["reason"] == "abandoned"
    assert summary["seats"][0]["absent"]
    log = await log_of(table)
    assert [e["type"] for e in log][-2:] == ["tabletop.seat_absent", "tabletop.game_abandoned"]
