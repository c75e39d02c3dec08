"""Open event streams are capped per client and per process (issue 29, finding 1;
service/api/stream_slots.py): beyond its client's share a stream is answered 429
`too_many_streams`, beyond the process's 503 `server_busy`, both with `Retry-After`; a slot
comes back when its stream ends, however it ends; a signed stream counts against its
credential, not its address; and once a burst of streams is over the process hands the
memory back."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import httpx
import msgspec

from service.api.app import Services, create_app
from service.api.stream_slots import StreamSlots
from service.settings import EdgeLimits
from tests.api.conftest import new_table, settings
from tests.support.server import serving

LIMITS = EdgeLimits(max_streams_per_client=3, max_streams=5)


@contextlib.asynccontextmanager
async def small_server() -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(Services.in_memory(), msgspec.structs.replace(settings(), edge=LIMITS))
    async with serving(app) as base, httpx.AsyncClient(base_url=base, timeout=30) as client:
        yield client


@contextlib.asynccontextmanager
async def opened(
    client: httpx.AsyncClient, url: str, **headers: str
) -> AsyncIterator[httpx.Response]:
    """A stream held open (its first bytes read) until the block ends."""
    async with client.stream("GET", url, headers=headers) as response:
        # The reader is kept until the block ends: a dropped one closes the connection.
        reader = response.aiter_raw()
        if response.status_code == 200:
            await anext(reader)
        yield response


async def test_a_client_beyond_its_streams_is_answered_429_and_gets_a_slot_back_later() -> None:
    async with small_server() as client, contextlib.AsyncExitStack() as held:
        streams = [
            await held.enter_async_context(opened(client, "/v1/games/stream")) for _ in range(3)
        ]
        assert [s.status_code for s in streams] == [200, 200, 200]
        refused = await client.get("/v1/games/stream")
        assert refused.status_code == 429
        assert refused.json()["code"] == "too_many_streams"
        assert int(refused.headers["retry-after"]) >= 1
        await streams[0].aclose()  # one ends: its slot comes back
        for _ in range(100):
            async with opened(client, "/v1/games/stream") as again:
                if again.status_code == 200:
                    break
            await asyncio.sleep(0.05)
        else:
            raise AssertionError("the slot of a closed stream did not come back")


async def test_a_seats_stream_counts_against_its_seat_not_its_address() -> None:
    async with small_server() as client, contextlib.AsyncExitStack() as held:
        table = await new_table(client, players=2)
        for _ in range(3):  # the address's streams are all taken
            await held.enter_async_context(opened(client, "/v1/games/stream"))
        url = f"/v1/games/{table.game_id}/events/stream"
        seat = await held.enter_async_context(opened(client, url, **table.auth(0)))
        assert seat.status_code == 200


async def test_beyond_the_process_streams_are_answered_503_server_busy() -> None:
    async with small_server() as client, contextlib.AsyncExitStack() as held:
        table = await new_table(client, players=2)
        url = f"/v1/games/{table.game_id}/events/stream"
        for seat in (0, 1):
            for _ in range(2):
                stream = await held.enter_async_context(opened(client, url, **table.auth(seat)))
                assert stream.status_code == 200
        await held.enter_async_context(opened(client, "/v1/games/stream"))  # the fifth
        refused = await client.get("/v1/games/stream")
        assert refused.status_code == 503
        assert refused.json()["code"] == "server_busy"
        assert int(refused.headers["retry-after"]) >= 1


async def test_a_finished_games_empty_stream_takes_no_slot() -> None:
    async with small_server() as client:
        table = await new_table(client, players=2)
        await table.play_to_the_end()
        last = (await table.summary())["version"]
        for _ in range(10):  # more than the client's slots: each answers 204 and holds none
            done = await client.get(
                f"/v1/games/{table.game_id}/events/stream", params={"after": last}
            )
            assert done.status_code == 204


def test_once_a_burst_of_streams_is_over_the_memory_is_handed_back() -> None:
    trimmed: list[int] = []
    slots = StreamSlots(
        EdgeLimits(max_streams=1000, max_streams_per_client=1000), trim=lambda: trimmed.append(1)
    )
    burst = [slots.take(f"address:10.0.0.{n % 50}") for n in range(200)]
    for slot in burst[:90]:
        slot.give_back()
    assert trimmed == []  # 110 still open: more than half of the peak
    for slot in burst[90:]:
        slot.give_back()
        slot.give_back()  # a slot is given back once, however often it is asked
    # Below half of 200 (99 open), then below half of 99 (49 open); not again from a peak of
    # 49, too small to matter.
    assert trimmed == [1, 1]
    assert slots.total == 0 and not slots.open
