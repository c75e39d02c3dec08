"""One contract for every event store: in-memory and Postgres (docs/style.md §11)."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest

from service.store import EventStore, NewEvent, VersionConflict
from service.store.broadcast import Subscription
from service.store.memory import MemoryEventStore
from service.store.postgres import PostgresEventStore, create_pool

RETENTION = timedelta(hours=24)


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(params=["memory", "postgres"])
async def store(request: pytest.FixtureRequest) -> AsyncIterator[EventStore]:
    if request.param == "memory":
        yield MemoryEventStore(clock=Clock(), idempotency_retention=RETENTION)
        return
    url = request.getfixturevalue("database_url")
    pool = await create_pool(url, size=4)
    store = PostgresEventStore(pool, url, idempotency_retention=RETENTION)
    try:
        yield store
    finally:
        await store.close()
        await pool.close()


async def age_keys(store: EventStore, stream_id: str, by: timedelta) -> None:
    """Make the stream's idempotency records `by` older (the memory store's clock moves on,
    which ages every record; Postgres records are back-dated)."""
    if isinstance(store, MemoryEventStore):
        store._clock.now += by  # type: ignore[attr-defined]
        return
    assert isinstance(store, PostgresEventStore)
    await store.pool.execute(
        "UPDATE idempotency_records SET recorded_at = recorded_at - $2::interval"
        " WHERE stream_id = $1",
        stream_id,
        by,
    )


def stream() -> str:
    return "s-" + secrets.token_hex(6)


def event(n: int) -> NewEvent:
    return NewEvent(type="test.happened", data={"n": n}, metadata={"seat": 0})


async def test_appended_events_are_read_back_in_order_with_gap_free_versions(
    store: EventStore,
) -> None:
    s = stream()
    first = await store.append(s, 0, [event(1), event(2)])
    second = await store.append(s, 2, [event(3)])
    assert (first.first_version, first.last_version) == (1, 2)
    assert (second.first_version, second.last_version) == (3, 3)
    read = await store.read_stream(s)
    assert [e.version for e in read] == [1, 2, 3]
    assert [e.data["n"] for e in read] == [1, 2, 3]
    assert read[0].metadata == {"seat": 0}
    assert await store.stream_version(s) == 3


async def test_reading_a_slice_of_a_stream(store: EventStore) -> None:
    s = stream()
    await store.append(s, 0, [event(i) for i in range(1, 6)])
    assert [e.version for e in await store.read_stream(s, after_version=2)] == [3, 4, 5]
    assert [e.version for e in await store.read_stream(s, 1, until_version=3)] == [2, 3]
    assert await store.read_stream(stream()) == []


async def test_a_stale_expected_version_is_a_conflict_and_appends_nothing(
    store: EventStore,
) -> None:
    s = stream()
    await store.append(s, 0, [event(1)])
    with pytest.raises(VersionConflict) as caught:
        await store.append(s, 0, [event(2)])
    assert caught.value.actual == 1
    with pytest.raises(VersionConflict):
        await store.append(s, 5, [event(2)])
    assert len(await store.read_stream(s)) == 1


async def test_concurrent_writers_never_lose_or_duplicate_an_event(store: EventStore) -> None:
    s = stream()
    await store.append(s, 0, [event(0)])

    async def writer(n: int) -> bool:
        try:
            await store.append(s, 1, [event(n)])
            return True
        except VersionConflict:
            return False

    results = await asyncio.gather(*(writer(n) for n in range(1, 9)))
    assert sum(results) == 1
    assert [e.version for e in await store.read_stream(s)] == [1, 2]


async def test_the_same_idempotency_key_returns_the_original_result_and_appends_nothing(
    store: EventStore,
) -> None:
    s = stream()
    original = await store.append(s, 0, [event(1), event(2)], idempotency_key="k1")
    again = await store.append(s, 2, [event(3)], idempotency_key="k1")
    assert again.duplicate and not original.duplicate
    assert (again.first_version, again.last_version) == (1, 2)
    assert await store.stream_version(s) == 2
    stored = await store.idempotent_result(s, "k1")
    assert stored is not None and stored.last_version == 2
    assert await store.idempotent_result(s, "other") is None


async def test_an_idempotency_key_is_scoped_to_its_stream(store: EventStore) -> None:
    a, b = stream(), stream()
    await store.append(a, 0, [event(1)], idempotency_key="same")
    result = await store.append(b, 0, [event(1)], idempotency_key="same")
    assert not result.duplicate
    assert await store.stream_version(b) == 1


async def test_a_concurrent_retry_with_the_same_key_gets_the_original_result(
    store: EventStore,
) -> None:
    s = stream()
    results = await asyncio.gather(
        *(store.append(s, 0, [event(1)], idempotency_key="retry") for _ in range(4)),
        return_exceptions=True,
    )
    appended = [r for r in results if not isinstance(r, BaseException) and not r.duplicate]
    assert len(appended) == 1
    for r in results:
        assert not isinstance(r, BaseException), r
        assert (r.first_version, r.last_version) == (1, 1)
    assert await store.stream_version(s) == 1


async def test_a_duplicate_returns_the_hash_of_the_request_the_key_was_first_used_with(
    store: EventStore,
) -> None:
    s = stream()
    await store.append(s, 0, [event(1)], idempotency_key="k", request_hash=b"first")
    again = await store.append(s, 1, [event(2)], idempotency_key="k", request_hash=b"second")
    assert again.duplicate and again.request_hash == b"first"
    stored = await store.idempotent_result(s, "k")
    assert stored is not None and stored.request_hash == b"first"
    assert await store.stream_version(s) == 1


async def test_a_concurrent_retry_learns_the_original_request_hash(store: EventStore) -> None:
    s = stream()
    results = await asyncio.gather(
        *(
            store.append(s, 0, [event(n)], idempotency_key="race", request_hash=b"h%d" % n)
            for n in range(4)
        )
    )
    (original,) = [r for r in results if not r.duplicate]
    winner = next(n for n in range(4) if results[n] is original)
    assert {r.request_hash for r in results if r.duplicate} == {b"h%d" % winner}
    assert await store.stream_version(s) == 1


async def test_an_expired_key_no_longer_deduplicates(store: EventStore) -> None:
    s = stream()
    await store.append(s, 0, [event(1)], idempotency_key="old", request_hash=b"a")
    await age_keys(store, s, RETENTION - timedelta(minutes=1))
    assert (await store.append(s, 1, [event(2)], idempotency_key="old")).duplicate
    await age_keys(store, s, timedelta(minutes=2))
    assert await store.idempotent_result(s, "old") is None
    fresh = await store.append(s, 1, [event(2)], idempotency_key="old", request_hash=b"b")
    assert not fresh.duplicate and (fresh.first_version, fresh.last_version) == (2, 2)
    again = await store.append(s, 2, [event(3)], idempotency_key="old", request_hash=b"c")
    assert again.duplicate and again.last_version == 2 and again.request_hash == b"b"


async def test_expired_keys_are_deleted_and_live_ones_kept(store: EventStore) -> None:
    s = stream()
    await store.append(s, 0, [event(1)], idempotency_key="expiring")
    await age_keys(store, s, RETENTION + timedelta(minutes=1))
    await store.append(s, 1, [event(2)], idempotency_key="live")
    while await store.forget_expired_keys(limit=1000):
        pass
    assert await store.idempotent_result(s, "live") is not None
    assert await store.idempotent_result(s, "expiring") is None
    if isinstance(store, PostgresEventStore):
        keys = await store.pool.fetch(
            "SELECT idempotency_key FROM idempotency_records WHERE stream_id = $1", s
        )
        assert [k["idempotency_key"] for k in keys] == ["live"]


async def test_a_stream_subscription_hears_only_its_stream_and_missed_markers(
    store: EventStore,
) -> None:
    mine, other = stream(), stream()
    ours = store.notifications(mine)
    everything = store.notifications()
    try:
        await store.append(other, 0, [event(1)])
        await store.append(mine, 0, [event(1), event(2)])
        # The appending process publishes its own appends at once, before append returns.
        assert ours.queue.get_nowait() == (mine, 2)
        assert ours.queue.empty()
        heard = [everything.queue.get_nowait() for _ in range(everything.queue.qsize())]
        assert (other, 1) in heard and (mine, 2) in heard
    finally:
        ours.close()
        everything.close()


async def test_the_global_log_lists_every_append_once_in_position_order(
    store: EventStore,
) -> None:
    before = await _last_position(store)
    a, b = stream(), stream()
    await store.append(a, 0, [event(1)])
    await store.append(b, 0, [event(2), event(3)])
    await store.append(a, 1, [event(4)])
    seen = await _read_everything(store, before)
    ours = [(e.stream_id, e.version) for e in seen if e.stream_id in (a, b)]
    assert ours == [(a, 1), (b, 1), (b, 2), (a, 2)]
    positions = [e.position for e in seen]
    assert positions == sorted(positions) and len(set(positions)) == len(positions)


async def test_notifications_announce_committed_appends(store: EventStore) -> None:
    s = stream()
    notes = store.notifications()
    await asyncio.sleep(0.3)  # the Postgres listener connects in the background
    await store.append(s, 0, [event(1), event(2)])
    try:
        assert await asyncio.wait_for(_next_for(notes, s), 10) == (s, 2)
    finally:
        notes.close()


async def _next_for(notes: Subscription, s: str) -> tuple[str, int]:
    async for note in notes:
        if note[0] == s:
            return note
    raise AssertionError("notifications ended")


async def _last_position(store: EventStore) -> int:
    events = await _read_everything(store, 0)
    return events[-1].position if events else 0


async def _read_everything(store: EventStore, after: int) -> list:  # type: ignore[type-arg]
    out = []
    while batch := await store.read_all(after, 500):
        out.extend(batch)
        after = batch[-1].position
    return out


async def test_events_recorded_elsewhere_keep_their_recorded_times(store: EventStore) -> None:
    s = stream()
    times = [datetime(2025, 3, 1, 12, 0, n, tzinfo=UTC) for n in range(3)]
    result = await store.append_recorded(s, [event(1), event(2), event(3)], times)
    assert (result.first_version, result.last_version) == (1, 3)
    read = await store.read_stream(s)
    assert [e.recorded_at for e in read] == times
    assert [e.data["n"] for e in read] == [1, 2, 3]
    everything = await store.read_all(0, 100_000)
    assert [e.recorded_at for e in everything if e.stream_id == s] == times
    with pytest.raises(VersionConflict):
        await store.append_recorded(s, [event(4)], times[:1])
    after = await store.append(s, 3, [event(4)])
    assert after.last_version == 4
