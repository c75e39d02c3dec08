"""The time-travel cache (service/application/snapshots.py): the nearest kept state at or
below a version, a memory budget it never exceeds, one non-grid state per game, and nothing
left after `forget` (a database failover)."""

from __future__ import annotations

import msgspec

from service.application.snapshots import OVERHEAD, Snapshots


class State(msgspec.Struct, frozen=True):
    version: int
    padding: str = ""


def size(state: State) -> int:
    return OVERHEAD * len(msgspec.msgpack.encode(state))


def test_the_nearest_kept_state_at_or_below_a_version_is_found() -> None:
    kept = Snapshots(every=10)
    for version in (10, 20, 30):
        kept.keep("g", version, State(version))
    assert kept.nearest("g", 25) == (20, State(20))
    assert kept.nearest("g", 30) == (30, State(30))
    assert kept.nearest("g", 9) is None
    assert kept.nearest("other", 30) is None


def test_only_the_last_state_off_the_grid_is_kept_per_game() -> None:
    kept = Snapshots(every=10)
    kept.keep("g", 10, State(10))
    kept.keep("g", 13, State(13))
    kept.keep("g", 14, State(14))  # the next step of a replay replaces the previous one
    assert kept.nearest("g", 13) == (10, State(10))
    assert kept.nearest("g", 19) == (14, State(14))
    assert len(kept) == 2


def test_the_budget_is_never_exceeded_the_least_recently_used_going_first() -> None:
    one = size(State(10, "x" * 100))
    kept = Snapshots(every=10, budget=3 * one)
    for version in (10, 20, 30):
        kept.keep("g", version, State(version, "x" * 100))
    kept.nearest("g", 15)  # 10 is used again: 20 is now the least recently used
    kept.keep("g", 40, State(40, "x" * 100))
    assert kept.used <= kept.budget
    assert kept.nearest("g", 25) == (10, State(10, "x" * 100))
    assert kept.nearest("g", 45) == (40, State(40, "x" * 100))


def test_a_state_larger_than_the_whole_budget_is_not_kept() -> None:
    kept = Snapshots(every=10, budget=10)
    kept.keep("g", 10, State(10, "x" * 100))
    assert len(kept) == 0 and kept.used == 0


def test_forget_drops_everything() -> None:
    kept = Snapshots(every=10)
    kept.keep("g", 10, State(10))
    kept.keep("g", 12, State(12))
    kept.forget()
    assert kept.nearest("g", 12) is None and kept.used == 0 and len(kept) == 0


def test_a_configured_cache_is_the_one_used_even_while_empty() -> None:
    """An empty cache is falsy (it has a length): the services must keep the one they were
    given (here a budget of 0, snapshots off), not swap in a default."""
    from service.services import Services

    services = Services.in_memory(snapshot_budget=0)
    assert services.tabletop.snapshots.budget == 0
