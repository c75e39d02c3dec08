"""The player feed: a process's player streams hear only of the games they watch and of the
seats their own player takes, looked up once per seat however many streams are open."""

from __future__ import annotations

import asyncio

import msgspec
import pytest

from service.api import me_stream
from service.api.app import Services
from service.api.player_feed import PlayerFeed
from service.catalog.base import SeatRecord, lobby_stream
from service.store.broadcast import MISSED
from tests.support.keepalive import comments_until_keepalive


class Heard:
    def __init__(self, sub: str) -> None:
        self.sub = sub
        self.streams: list[str | None] = []

    def moved(self, stream_id: str | None) -> None:
        self.streams.append(stream_id)


class Counted:
    """Counts the reads of a game's seats from the catalog."""

    def __init__(self, built: Services) -> None:
        self.seat_reads = 0
        catalog = built.tabletop.catalog
        read = catalog.seats

        async def seats(game_id: str) -> list[SeatRecord]:
            self.seat_reads += 1
            return await read(game_id)

        catalog.seats = seats  # type: ignore[method-assign]


def services() -> Services:
    return Services.in_memory()


async def settled() -> None:
    for _ in range(20):  # the seat look-ups run in a task of their own
        await asyncio.sleep(0)


async def a_move(built: Services, game_id: str) -> None:
    tabletop = built.tabletop
    summary = await tabletop.summary(game_id)
    seat = summary.to_move[0]
    _, legal = await tabletop.legal_moves(game_id, seat)
    await tabletop.command(game_id, seat, msgspec.json.encode(legal[0]))


async def game_of(built: Services, *players: str) -> str:
    game = await built.tabletop.create_game("clans", len(players), None, "feed", None)
    for n, player in enumerate(players):
        await built.tabletop.take_seat(game.game_id, f"P{n}", player)
    return game.game_id


def opened(feed: PlayerFeed, *listeners: Heard) -> None:
    for listener in listeners:
        feed.join(listener)
        feed.opened(listener)


async def test_a_move_reaches_only_the_streams_that_watch_its_game() -> None:
    built = services()
    first = await game_of(built, "ann", "bob")
    second = await game_of(built, "cy", "dee")
    feed = PlayerFeed(built.tabletop)
    ann, cy = Heard("ann"), Heard("cy")
    opened(feed, ann, cy)
    feed.watch(ann, first)
    feed.watch(cy, second)
    await a_move(built, first)
    await settled()
    assert set(ann.streams) == {first} and cy.streams == []
    feed.unwatch(ann, first)
    await a_move(built, first)
    await settled()
    assert len(ann.streams) == 1


async def test_a_seat_is_looked_up_once_and_told_only_to_its_players_streams() -> None:
    built = services()
    counted = Counted(built)
    feed = PlayerFeed(built.tabletop)

    async def seat_reads(game_id: str) -> int:
        """The catalog's reads of seats while "ann" takes a seat in the game."""
        await settled()
        before = counted.seat_reads
        await built.tabletop.take_seat(game_id, "Ann", "ann")
        await settled()
        return counted.seat_reads - before

    alone = Heard("ann")
    opened(feed, alone)
    game = await built.tabletop.create_game("clans", 2, None, "feed", None)
    with_one_stream = await seat_reads(game.game_id)
    assert alone.streams == [lobby_stream(game.game_id)]

    streams = [Heard("ann"), *(Heard(f"other-{n}") for n in range(50))]
    opened(feed, *streams)
    game = await built.tabletop.create_game("clans", 2, None, "feed", None)
    assert await seat_reads(game.game_id) == with_one_stream
    assert streams[0].streams == [lobby_stream(game.game_id)]
    assert all(s.streams == [] for s in streams[1:])


async def test_a_stream_still_opening_hears_every_note() -> None:
    built = services()
    game = await game_of(built, "ann", "bob")
    feed = PlayerFeed(built.tabletop)
    opening = Heard("zed")
    feed.join(opening)
    await a_move(built, game)
    await settled()
    assert game in opening.streams
    feed.opened(opening)
    heard = len(opening.streams)
    await a_move(built, game)
    await settled()
    assert len(opening.streams) == heard


async def test_missed_notes_reach_every_stream_and_the_last_to_leave_unsubscribes() -> None:
    built = services()
    store = built.tabletop.store
    feed = PlayerFeed(built.tabletop)
    before = store._broadcast.subscribers  # type: ignore[attr-defined]
    ann, bob = Heard("ann"), Heard("bob")
    opened(feed, ann, bob)
    assert store._broadcast.subscribers == before + 1  # type: ignore[attr-defined]
    store._broadcast.publish(*MISSED)  # type: ignore[attr-defined]
    assert (ann.streams, bob.streams) == ([None], [None])
    feed.leave(ann, [])
    feed.leave(bob, [])
    assert feed.listeners == 0
    assert store._broadcast.subscribers == before  # type: ignore[attr-defined]


async def test_a_player_stream_keeps_alive_while_its_game_moves_without_news_for_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(me_stream, "KEEPALIVE_SECONDS", 0.3)
    built = services()
    game_id = await game_of(built, "ann", "bob")
    follower = me_stream._Follower(built.tabletop, built.lobby, None, "bob")
    stream = follower.run()

    async def notes() -> None:  # the game's notes keep coming; nothing in them for bob
        while True:
            follower.moved(game_id)
            await asyncio.sleep(0.02)

    comments = await comments_until_keepalive(stream, notes())
    assert comments[0] == "tabletop" and comments[-1] == "keepalive"
