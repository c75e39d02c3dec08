"""`Rng`: the only randomness a game may use, seeded from (game seed, stream version)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


class Rng:
    """Deterministic draws for one decision.

    Deciding the same command at the same version therefore draws the same numbers, so a
    command is reproducible; every result must still be written into an event because
    `evolve` never draws.
    """

    def __init__(self, seed: str, version: int) -> None:
        self._seed = seed
        self._version = version
        self._drawn: random.Random | None = None

    @property
    def _random(self) -> random.Random:
        # Seeded on the first draw: most commands draw nothing, and seeding the generator
        # was a few per cent of a command's time (bench/RESULTS.md, 2026-12-04).
        if self._drawn is None:
            digest = hashlib.sha256(f"{self._seed}:{self._version}".encode()).digest()
            self._drawn = random.Random(int.from_bytes(digest, "big"))
        return self._drawn

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        return self._random.randrange(n)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A uniform permutation (Fisher–Yates) of a fresh copy of `items`."""
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def hex_digits(self, bits: int) -> str:
        """`bits` random bits as lowercase hex (bits/4 digits)."""
        return f"{self._random.getrandbits(bits):0{bits // 4}x}"


def seed_commitment(seed: str) -> str:
    """The public commitment to a game's secret seed: the SHA-256 of the seed's UTF-8 bytes
    (exactly the string `Rng` is seeded with, no prefix, no newline), as 64 lowercase hex
    digits. Published while the game runs; anyone checks it against the seed revealed at the
    end (`printf %s "$SEED" | sha256sum`)."""
    return hashlib.sha256(seed.encode("utf-8")).hexdigest()
