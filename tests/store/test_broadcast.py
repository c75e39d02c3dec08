"""Fan-out of notifications inside one process: per stream, bounded, nothing missed."""

from __future__ import annotations

from service.store.broadcast import MISSED, Broadcast


def test_an_append_reaches_its_streams_subscribers_and_the_subscribers_of_everything() -> None:
    broadcast = Broadcast()
    game_a, game_b, everything = (
        broadcast.subscribe("a"),
        broadcast.subscribe("b"),
        broadcast.subscribe(),
    )
    broadcast.publish("a", 3)
    assert game_a.queue.get_nowait() == ("a", 3)
    assert game_b.queue.empty()
    assert everything.queue.get_nowait() == ("a", 3)


def test_a_missed_marker_reaches_every_subscriber() -> None:
    broadcast = Broadcast()
    subscriptions = [broadcast.subscribe("a"), broadcast.subscribe("b"), broadcast.subscribe()]
    broadcast.publish(*MISSED)
    assert [s.queue.get_nowait() for s in subscriptions] == [MISSED] * 3


def test_a_full_queue_collapses_into_one_missed_marker() -> None:
    broadcast = Broadcast(queue_size=2)
    slow = broadcast.subscribe("a")
    for version in range(1, 4):
        broadcast.publish("a", version)
    assert slow.queue.get_nowait() == MISSED
    assert slow.queue.empty()


def test_a_closed_subscription_is_forgotten() -> None:
    broadcast = Broadcast()
    first, second, everything = (
        broadcast.subscribe("a"),
        broadcast.subscribe("a"),
        broadcast.subscribe(),
    )
    first.close()
    broadcast.publish("a", 1)
    assert first.queue.empty() and second.queue.get_nowait() == ("a", 1)
    second.close()
    everything.close()
    assert broadcast.subscribers == 0


def test_a_forwarded_subscription_hands_on_what_it_queued_and_then_each_note() -> None:
    broadcast = Broadcast()
    watch = broadcast.subscribe("a")
    broadcast.publish("a", 1)
    heard: list[tuple[str, int]] = []
    watch.forward(heard.append)
    broadcast.publish("a", 2)
    broadcast.publish("b", 7)
    broadcast.publish(*MISSED)
    assert heard == [("a", 1), ("a", 2), MISSED]
    assert watch.queue.empty()
