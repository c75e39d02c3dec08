"""What every server process spent of each client's budgets, per minute window, shared through
the database so that a budget holds across replicas (service/api/budgets.py decides with it).

A process hands over what it spent since its last exchange and learns, in the same round
trip, what all processes together spent of those budgets in the current and the previous
window, and how many processes spend at all (each then takes only its share of what is left
until the next exchange). Rows of windows older than the previous one are deleted now and then.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Protocol

import asyncpg
import msgspec

Key = tuple[str, str]
"""(policy, client)."""


class Totals(msgspec.Struct, frozen=True, kw_only=True):
    current: dict[Key, int]
    """All processes' spending in the window asked about, per key asked, as it was before
    this exchange's own spending was added (the caller adds that)."""
    previous: dict[Key, int]
    """The same in the window before it."""
    processes: int
    """Processes that exchanged in these two windows, this one included."""


ALIVE: Key = ("_alive", "")
"""A row every process writes at each exchange, spent or not, so that the others count it."""


class BudgetTable(Protocol):
    async def exchange(
        self, process: str, window: int, spent: Mapping[Key, int], keys: set[Key]
    ) -> Totals:
        """Add `spent` (this process's spending in `window` since its last exchange) and
        return the totals of `keys` in `window` and the one before."""
        ...

    async def purge(self, window: int) -> int:
        """Forget the windows before the one before `window`; how many rows went."""
        ...


class MemoryBudgetTable:
    """One process's table (the in-memory services: there is no other process)."""

    def __init__(self) -> None:
        self._spent: dict[tuple[int, Key], dict[str, int]] = defaultdict(dict)

    async def exchange(
        self, process: str, window: int, spent: Mapping[Key, int], keys: set[Key]
    ) -> Totals:
        for old in [k for k in self._spent if k[0] < window - 1]:
            del self._spent[old]

        def total(w: int) -> dict[Key, int]:
            return {k: sum(self._spent[(w, k)].values()) for k in keys if (w, k) in self._spent}

        processes = {p for (w, _), row in self._spent.items() if w >= window - 1 for p in row}
        processes.add(process)
        totals = Totals(current=total(window), previous=total(window - 1), processes=len(processes))
        for key, amount in {**spent, ALIVE: 0}.items():
            row = self._spent[(window, key)]
            row[process] = row.get(process, 0) + amount
        return totals

    async def purge(self, window: int) -> int:
        old = [k for k in self._spent if k[0] < window - 1]
        for key in old:
            del self._spent[key]
        return len(old)


# One statement adds this process's spending and reads everyone's: the INSERT … ON CONFLICT
# adds to the process's own row (no other process writes it, so no lock waits on another's),
# and the SELECTs read the two windows' sums of the keys asked about. They read the snapshot
# the statement started with, which does not hold the rows the INSERT adds: the caller adds
# its own new spending itself, and counts itself among the processes. Old windows go in a
# separate, occasional statement (`purge`).
_EXCHANGE = """
WITH added AS (
    INSERT INTO budget_spend (window_start, policy, client, process, spent)
    SELECT $2, policy, client, $1, spent
    FROM unnest($3::text[], $4::text[], $5::integer[]) AS s(policy, client, spent)
    ON CONFLICT (window_start, policy, client, process)
    DO UPDATE SET spent = budget_spend.spent + excluded.spent
    RETURNING 1
)
SELECT b.window_start, b.policy, b.client, sum(b.spent)::integer AS spent,
       NULL::integer AS processes
FROM budget_spend b
JOIN unnest($6::text[], $7::text[]) AS k(policy, client)
  ON b.policy = k.policy AND b.client = k.client
WHERE b.window_start IN ($2, $2 - 1)
GROUP BY b.window_start, b.policy, b.client
UNION ALL
SELECT NULL, NULL, NULL, NULL, count(DISTINCT process)::integer
FROM budget_spend WHERE window_start >= $2 - 1 AND process <> $1
"""


class PostgresBudgetTable:
    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool

    async def exchange(
        self, process: str, window: int, spent: Mapping[Key, int], keys: set[Key]
    ) -> Totals:
        handed = list({**spent, ALIVE: 0}.items())
        asked = sorted(keys)
        rows = await self.pool.fetch(
            _EXCHANGE,
            process,
            window,
            [k[0] for k, _ in handed],
            [k[1] for k, _ in handed],
            [amount for _, amount in handed],
            [k[0] for k in asked],
            [k[1] for k in asked],
        )
        current: dict[Key, int] = {}
        previous: dict[Key, int] = {}
        processes = 1
        for row in rows:
            if row["policy"] is None:
                processes = 1 + row["processes"]
            elif row["window_start"] == window:
                current[(row["policy"], row["client"])] = row["spent"]
            else:
                previous[(row["policy"], row["client"])] = row["spent"]
        return Totals(current=current, previous=previous, processes=processes)

    async def purge(self, window: int) -> int:
        """Delete the windows before the previous one; how many rows went."""
        status = await self.pool.execute(
            "DELETE FROM budget_spend WHERE window_start < $1", window - 1
        )
        return int(status.split()[-1])
