"""Time travel without folding from version 0: folded states of past versions, kept in this
process, so that `?at=N` folds only the events after the nearest one.

A replay page steps through a game version by version; folding each step from the start
would cost O(N²) over a game. Two kinds of states are kept: one every `every` versions of a
game (the grid), met by any jump, and the last state a time travel reached (one per game),
met by the next step. Everything here is derived from the log and rebuilt from it when
missing: the fold from the log stays the truth (tests compare both at random versions). The
key holds the code's build, so a state folded by other rules code is never used, and the
whole cache is dropped with the games' cache when the database server changes (a failover
may have lost the newest events, and with them the versions these states were folded to).

The cache is bounded in bytes, by an estimate of each state's size in memory (its msgpack
encoding times `OVERHEAD`), the least recently used dropped first."""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from importlib import resources

import msgspec

DEFAULT_EVERY = 64
DEFAULT_BUDGET = 64 * 1024 * 1024
OVERHEAD = 8
"""Python objects take several times their msgpack bytes (object headers, pointers)."""


def _build() -> str:
    """A digest of the rules code and data: what a folded state depends on."""
    digest = hashlib.sha256()
    root = resources.files("service.domain")
    stack = [root]
    files = []
    while stack:
        folder = stack.pop()
        for entry in folder.iterdir():
            if entry.is_dir():
                stack.append(entry)
            elif entry.name.endswith((".py", ".json")):
                files.append(entry)
    for entry in sorted(files, key=str):
        digest.update(str(entry).encode())
        digest.update(entry.read_bytes())
    return digest.hexdigest()[:16]


BUILD = _build()

Key = tuple[str, int, str]
"""(game id, version, build)."""


class Snapshots:
    """Folded states by game and version, within a memory budget."""

    def __init__(self, every: int = DEFAULT_EVERY, budget: int = DEFAULT_BUDGET) -> None:
        if every < 1 or budget < 0:
            raise ValueError("snapshots need a grid of at least 1 version and a budget ≥ 0")
        self.every = every
        self.budget = budget
        self.used = 0
        self._states: OrderedDict[Key, tuple[msgspec.Struct, int]] = OrderedDict()
        self._versions: dict[str, set[int]] = {}
        self._last: dict[str, int] = {}
        """Per game, the version of the last state a time travel reached (not on the grid)."""

    def nearest(self, game_id: str, at: int) -> tuple[int, msgspec.Struct] | None:
        """The kept state of the highest version ≤ `at`, if any."""
        kept = [v for v in self._versions.get(game_id, ()) if v <= at]
        if not kept:
            return None
        key = (game_id, max(kept), BUILD)
        self._states.move_to_end(key)
        return key[1], self._states[key][0]

    def on_grid(self, version: int) -> bool:
        return version % self.every == 0

    def keep(self, game_id: str, version: int, state: msgspec.Struct) -> None:
        """Keep a state the fold passed (on the grid) or reached (the game's last)."""
        key = (game_id, version, BUILD)
        if key in self._states:
            self._states.move_to_end(key)
        else:
            size = OVERHEAD * len(msgspec.msgpack.encode(state))
            if size > self.budget:
                return
            self._states[key] = (state, size)
            self._versions.setdefault(game_id, set()).add(version)
            self.used += size
        if not self.on_grid(version):
            previous = self._last.get(game_id)
            self._last[game_id] = version
            if previous is not None and previous != version and not self.on_grid(previous):
                self._drop((game_id, previous, BUILD))
        while self.used > self.budget:
            self._drop(next(iter(self._states)))

    def forget(self) -> None:
        """Drop everything (the database server changed)."""
        self._states.clear()
        self._versions.clear()
        self._last.clear()
        self.used = 0

    def __len__(self) -> int:
        return len(self._states)

    def _drop(self, key: Key) -> None:
        entry = self._states.pop(key, None)
        if entry is None:
            return
        self.used -= entry[1]
        game_id, version, _ = key
        versions = self._versions[game_id]
        versions.discard(version)
        if not versions:
            del self._versions[game_id]
        if self._last.get(game_id) == version:
            del self._last[game_id]
