"""Which waiting tickets make a game (service/matchmaking/grouping.py): pure, no database."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from service.matchmaking.grouping import BASE_SPREAD, WIDEN_PER_SECOND, Waiting, groups

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def ticket(name: str, rating: float, waited: float = 0.0) -> Waiting:
    return Waiting(
        ticket_id=name,
        player=name,
        name=name,
        rating=rating,
        created_at=NOW - timedelta(seconds=waited),
    )


def names(found: list[list[Waiting]]) -> list[list[str]]:
    return [[t.player for t in group] for group in found]


def test_the_closest_ratings_are_matched_first() -> None:
    waiting = [ticket("a", 0), ticket("b", 3), ticket("c", 3.5), ticket("d", 4)]
    assert names(groups(waiting, 2, NOW)) == [["b", "c"], ["a", "d"]]


def test_fresh_tickets_too_far_apart_wait() -> None:
    waiting = [ticket("a", 0), ticket("b", BASE_SPREAD + 1)]
    assert groups(waiting, 2, NOW) == []


def test_the_range_widens_as_tickets_wait() -> None:
    gap = BASE_SPREAD + 10
    seconds = 10 / WIDEN_PER_SECOND
    assert groups([ticket("a", 0, seconds), ticket("b", gap, 0)], 2, NOW) == []
    both_waited = [ticket("a", 0, seconds), ticket("b", gap, seconds)]
    assert names(groups(both_waited, 2, NOW)) == [["a", "b"]]


def test_a_group_needs_enough_tickets() -> None:
    assert groups([ticket("a", 0), ticket("b", 0)], 3, NOW) == []
    assert names(groups([ticket("a", 0), ticket("b", 0), ticket("c", 1)], 3, NOW)) == [
        ["a", "b", "c"]
    ]
