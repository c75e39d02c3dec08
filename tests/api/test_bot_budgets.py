"""The bots' budgets (issue 29, finding 3): a game with no human seat ends abandoned after
TABLETOP_BOT_ONLY_COMMANDS commands, and the CPU the server bots' moves take in a process is
held to TABLETOP_BOT_CPU_SHARE of a core (docs/fair-play.md, "The bots' budgets").

A fake clock drives time and the scheduler is ticked by hand (nothing sleeps), except for the
one test over Postgres, where the server's own scheduler plays (bounded by a deadline)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar.testing import AsyncTestClient

from service import settings as settings_module
from service.api.app import Services, create_app
from service.application.bot_budget import BotBudget
from tests.api.conftest import Table, new_table, settings
from tests.api.test_fair_play import Clocked, log_of, seated
from tests.platform.test_replay_file import offline


class Budgeted(Clocked):
    """An in-memory server with the bots' budgets set, its time moved by the test and its
    scheduler ticked by hand."""

    def __init__(self, bot_only_commands: int = 30_000, bot_cpu_share: float | None = None) -> None:
        super().__init__(bot_only_commands=bot_only_commands, bot_cpu_share=bot_cpu_share)

    @asynccontextmanager
    async def client(self) -> AsyncIterator[httpx.AsyncClient]:
        transport = httpx.ASGITransport(app=self.app)
        async with httpx.AsyncClient(transport=transport, base_url="http://tabletop") as client:
            yield client

    @property
    def budget(self) -> BotBudget:
        budget = self.services.tabletop.bot_budget
        assert budget is not None
        return budget


async def exported_lines(client: httpx.AsyncClient, game_id: str) -> list[dict[str, Any]]:
    exported = await client.get(f"/v1/games/{game_id}/export")
    assert exported.status_code == 200, exported.text
    return [json.loads(line) for line in exported.text.splitlines()]


def commands_in(lines: list[dict[str, Any]]) -> int:
    """The commands a game log file holds (each is logged with its first event)."""
    return sum(1 for line in lines[1:] if line.get("command") is not None)


# -- a game with no human seat ends after its limit of commands --------------------------------


async def test_a_game_with_no_human_seat_ends_abandoned_after_the_limit_of_commands(
    tmp_path: Path,
) -> None:
    server = Budgeted(bot_only_commands=12)
    async with server.client() as client:
        # Ice Flow's random explorers may wander forever: without the limit this never ends.
        table = await seated(client, "ice_flow", ["random", "random", "random"])
        for _ in range(100):
            summary = await table.summary()
            if summary["status"] == "finished":
                break
            assert await server.until_due() > 0, "the bots stopped"
        assert summary["status"] == "finished"
        assert summary["outcome"]["reason"] == "abandoned"
        assert summary["outcome"]["winners"] == []
        assert summary["to_move"] == [] and summary["deadline_at"] is None
        log = await log_of(table)
        last = {k: v for k, v in log[-1].items() if k not in ("version", "recorded_at")}
        assert last == {"type": "tabletop.game_abandoned", "reason": "bot_only_commands"}

        lines = await exported_lines(client, table.game_id)
        assert commands_in(lines) == 12
        path = tmp_path / "bots.jsonl"
        path.write_text("".join(json.dumps(line) + "\n" for line in lines))
        replayed = offline("--file", str(path), "--verify")
        assert replayed.returncode == 0, replayed.stdout + replayed.stderr
        offline_summary, verdict = replayed.stdout.splitlines()[-2:]
        assert verdict.startswith("verified") and "all 12 commands" in verdict
        assert json.loads(offline_summary)["outcome"] == summary["outcome"]

        # Over: no timer runs, the bots stay still however much time passes.
        assert await server.tick(timedelta(hours=1)) == 0
        assert await table.summary() == summary


async def test_a_game_with_a_human_seat_is_never_cut_short() -> None:
    server = Budgeted(bot_only_commands=3)
    async with server.client() as client:
        table = await seated(client, "clans", ["human", "greedy", "random"])
        for _ in range(500):
            summary = await table.summary()
            if summary["status"] == "finished":
                break
            if 0 in summary["to_move"]:
                await table.send(0, (await table.legal_moves(0))["moves"][0])
            else:
                assert await server.until_due() > 0, "the bots stopped"
        assert summary["status"] == "finished"
        assert summary["outcome"]["reason"] != "abandoned"
        assert commands_in(await exported_lines(client, table.game_id)) > 3
        assert "tabletop.game_abandoned" not in {e["type"] for e in await log_of(table)}


async def test_a_game_whose_humans_are_all_absent_logs_its_abandonment_as_before() -> None:
    """The older reason keeps the older event: `{"type": "tabletop.game_abandoned"}` alone,
    byte for byte what logs written before this release hold."""
    server = Budgeted(bot_only_commands=3)
    async with server.client() as client:
        clock = {"per_move_s": 5}
        table = await seated(client, "clans", ["human", "greedy", "greedy"], clock)
        for _ in range(100):
            summary = await table.summary()
            if summary["status"] == "finished":
                break
            assert await server.until_due() > 0
        assert summary["outcome"]["reason"] == "abandoned"
        log = await log_of(table)
        assert set(log[-1]) == {"type", "version", "recorded_at"}
        assert [e["type"] for e in log][-2:] == ["tabletop.seat_absent", "tabletop.game_abandoned"]


async def test_a_bot_only_game_over_postgres_ends_at_its_limit_by_itself(database_url: str) -> None:
    """The server's own scheduler (real time), counting the commands from the stored log."""
    app = create_app(lambda: Services.postgres(database_url, 4, bot_only_commands=8), settings())
    async with AsyncTestClient(app) as client:
        table = await seated(client, "ice_flow", ["random", "greedy", "random"])
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while loop.time() < deadline:
            summary = await table.summary()
            if summary["status"] == "finished":
                break
            await asyncio.sleep(0.1)
        assert summary["status"] == "finished"
        assert summary["outcome"]["reason"] == "abandoned"
        assert (await log_of(table))[-1]["reason"] == "bot_only_commands"
        assert commands_in(await exported_lines(client, table.game_id)) == 8


# -- the bots' CPU share ----------------------------------------------------------------------


async def test_bot_games_all_move_within_their_cpu_share_and_humans_never_wait_for_it() -> None:
    share = 0.01  # 10 ms of CPU for every second of the (fake) clock
    server = Budgeted(bot_cpu_share=share)
    budget = server.budget
    async with server.client() as client:
        games = [
            await seated(client, "clans", ["random", "greedy", "random"], seed=f"cpu-{n}")
            for n in range(8)
        ]
        human: Table = await new_table(client, players=2, seed="a-human-game")
        # A human playing against a bot: its bot answers at once, never waiting its turn
        # behind the games where nobody plays.
        versus = await seated(client, "clans", ["human", "random"], seed="versus-a-bot")
        began = {t.game_id: (await t.summary())["version"] for t in games}
        answered_while_bots_waited = bot_answered = 0
        for _ in range(40):
            faced = await versus.summary()
            if faced["status"] == "active" and faced["to_move"] == [0]:
                await versus.send(0, (await versus.legal_moves(0))["moves"][0])
            deferred = budget.deferred
            await server.tick(timedelta(seconds=1))
            faced = await versus.summary()
            if faced["status"] == "active":
                assert faced["to_move"] == [0], "the bot of a human's game waited"
                bot_answered += 1
            if budget.deferred == deferred or (await human.summary())["status"] != "active":
                continue
            # The bots' budget is spent this moment, their moves put off: a human's command
            # is decided at once all the same, and no bot moves with it.
            before = [(await t.summary())["version"] for t in games]
            version = (await human.summary())["version"]
            answered = await human.play_first_legal_move()
            assert answered.json()["version"] > version
            assert [(await t.summary())["version"] for t in games] == before
            answered_while_bots_waited += 1
        assert answered_while_bots_waited > 0 and bot_answered > 0
        assert budget.deferred > 0
        # Every bot game moved on (they move in turn), none to its end on another's budget.
        for table in games:
            assert (await table.summary())["version"] > began[table.game_id], table.game_id
        # The scheduler's own accounting: the CPU the bots' moves took is within the share of
        # the time that passed (plus the bucket's one second, and the one move that may
        # overdraw it).
        assert budget.moves > 0 and budget.spent > 0
        assert budget.spent <= budget.granted() + budget.deepest
        assert budget.deepest < budget.capacity + 0.25  # a bucket, and one slow move at most
        assert budget.granted() == pytest.approx(share * (1 + 40), rel=0.01)


async def test_over_postgres_bot_games_wait_their_turns_and_all_move(database_url: str) -> None:
    """Real time and the server's own scheduler: the deferred moves' timers are written for
    their turns, claimed and fired then."""
    share = 0.02
    services: list[Services] = []

    async def factory() -> Services:
        services.append(await Services.postgres(database_url, 4, bot_cpu_share=share))
        return services[0]

    async with AsyncTestClient(create_app(factory, settings())) as client:
        games = [
            await seated(client, "mammoth_hunters", ["random"] * 3, seed=f"pg-cpu-{n}")
            for n in range(6)
        ]
        began = {t.game_id: (await t.summary())["version"] for t in games}
        budget = services[0].tabletop.bot_budget
        assert budget is not None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 60
        while loop.time() < deadline:
            versions = [(await t.summary())["version"] for t in games]
            moved = [v - began[t.game_id] for v, t in zip(versions, games, strict=True)]
            if budget.deferred and min(moved) >= 6:
                break
            await asyncio.sleep(0.1)
        assert budget.deferred > 0
        for table, version in zip(games, versions, strict=True):
            assert version >= began[table.game_id] + 6, table.game_id
        assert budget.spent <= budget.granted() + budget.deepest
        assert all(s["status"] == "active" for s in [await t.summary() for t in games])


async def test_a_bot_move_pays_only_for_the_cpu_of_its_own_steps() -> None:
    """While a move waits (for the database), other requests run on the same thread: their
    CPU is not the bots'. A cancelled move pays for what it used, and is cancelled itself."""
    used = [0.0]
    now = datetime.now(UTC)
    budget = BotBudget(0.5, clock=lambda: now, cpu=lambda: used[0])
    gate = asyncio.Event()
    cleaned = []

    async def move(result: str) -> str:
        used[0] += 0.002  # choosing the move
        try:
            await gate.wait()  # appending it
        finally:
            cleaned.append(result)
        used[0] += 0.001  # applying it
        return result

    moving = asyncio.create_task(budget.pay(move("moved")))
    await asyncio.sleep(0)
    used[0] += 5.0  # a human's request, while the move waits
    gate.set()
    assert await moving == "moved"
    assert budget.spent == pytest.approx(0.003)
    assert budget.tokens == pytest.approx(0.5 - 0.003)

    gate.clear()
    stopped = asyncio.create_task(budget.pay(move("stopped")))
    await asyncio.sleep(0)
    stopped.cancel()
    with pytest.raises(asyncio.CancelledError):
        await stopped
    assert cleaned == ["moved", "stopped"]
    assert budget.spent == pytest.approx(0.005) and budget.moves == 2


def test_waiting_bot_games_take_turns_and_none_is_passed_over() -> None:
    now = datetime.now(UTC)
    clock = [now]
    budget = BotBudget(0.001, clock=lambda: clock[0], cpu=lambda: 0.0)  # 1 ms a second
    assert budget.book("x", now) == now  # the bucket is full: a move due goes when due
    assert budget.admit("a") is None
    budget.charge(0.002)  # a's move overdraws the bucket (it holds 1 ms)
    waiting = [budget.admit(game) for game in ("b", "c", "d")]
    assert all(turn is not None and turn > now for turn in waiting)
    b, c, d = (turn for turn in waiting if turn is not None)
    assert b < c < d  # a move's worth apart, in the order they came
    # The bucket holds something again, but the games waiting have it promised: a bot move
    # that falls due now, or one booked for a little later, goes after them.
    clock[0] = now + (b - now) * 0.75  # 1 ms a second: back above 0 after 1 s, b's at 2.1 s
    e = budget.admit("e")
    f = budget.book("f", clock[0] + timedelta(milliseconds=100))
    assert e is not None and d < e < f
    # Each moves at its turn, and not before.
    clock[0] = b
    assert budget.admit("b") is None and budget.admit("c") == c
    clock[0] = c
    assert budget.admit("c") is None and budget.waiting_until("c") is None
    assert budget.deferred == 5


# -- settings ---------------------------------------------------------------------------------


def test_bots_get_half_a_core_and_30000_commands_alone_unless_told(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TABLETOP_BOT_CPU_SHARE", raising=False)
    monkeypatch.delenv("TABLETOP_BOT_ONLY_COMMANDS", raising=False)
    loaded = settings_module.load()
    assert (loaded.bot_cpu_share, loaded.bot_only_commands) == (0.5, 30_000)
    monkeypatch.setenv("TABLETOP_BOT_CPU_SHARE", "0.25")
    monkeypatch.setenv("TABLETOP_BOT_ONLY_COMMANDS", "500")
    loaded = settings_module.load()
    assert (loaded.bot_cpu_share, loaded.bot_only_commands) == (0.25, 500)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("TABLETOP_BOT_CPU_SHARE", "0"),
        ("TABLETOP_BOT_CPU_SHARE", "1.5"),
        ("TABLETOP_BOT_CPU_SHARE", "half"),
        ("TABLETOP_BOT_CPU_SHARE", "nan"),
        ("TABLETOP_BOT_ONLY_COMMANDS", "0"),
        ("TABLETOP_BOT_ONLY_COMMANDS", "many"),
    ],
)
def test_a_bot_budget_that_is_out_of_range_stops_the_start(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(settings_module.SettingsError, match=name):
        settings_module.load()
