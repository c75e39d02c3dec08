"""`Rng`: the only randomness a game may use, seeded from (game seed, stream version)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import TypeVar

import msgspec

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


class Draws(msgspec.Struct, frozen=True, kw_only=True):
    """The random results an event records, by the `Rng` call that gave them (a game's
    `recorded_draws`): each shuffle's order, each `below` number, each `choice`, each
    `hex_digits` string. Only a game log without its seed needs them (docs/replays.md)."""

    shuffled: tuple[tuple[object, ...], ...] = ()
    below: tuple[int, ...] = ()
    chosen: tuple[object, ...] = ()
    hex_digits: tuple[str, ...] = ()

    def __add__(self, other: Draws) -> Draws:
        return Draws(
            shuffled=self.shuffled + other.shuffled,
            below=self.below + other.below,
            chosen=self.chosen + other.chosen,
            hex_digits=self.hex_digits + other.hex_digits,
        )


NO_DRAWS = Draws()


class ImpossibleDraw(Exception):
    """A recorded random result that the draw the rules make there could not give: the
    `index`-th of its `kind` (a field of `Draws`), or None when none was left."""

    def __init__(self, kind: str, index: int | None, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind
        self.index = index


class RecordedRng(Rng):
    """The randomness of a decision whose seed is unknown: it draws nothing, but hands out the
    results its events record (`Draws`, each kind in the order the rules draw it), each first
    checked to be one that the draw could give — a shuffle an order of exactly the items
    shuffled, a choice one of the items, a number below its bound, hex digits of the width
    asked. ImpossibleDraw otherwise, or when the rules draw more than was recorded. Whatever
    the rules then decide with these results is what they decide for *some* draws: a decision
    checked with it is possible, not proven to follow from any seed."""

    def __init__(self, draws: Draws) -> None:
        super().__init__("", 0)
        self._draws = draws
        self._taken = {"shuffled": 0, "below": 0, "chosen": 0, "hex_digits": 0}

    def _next(self, kind: str, missing: str) -> object:
        recorded: tuple[object, ...] = getattr(self._draws, kind)
        index = self._taken[kind]
        if index >= len(recorded):
            raise ImpossibleDraw(kind, None, missing)
        self._taken[kind] = index + 1
        return recorded[index]

    def _impossible(self, kind: str, reason: str) -> ImpossibleDraw:
        return ImpossibleDraw(kind, self._taken[kind] - 1, reason)

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        value = self._next("below", f"the rules draw a number below {n}; none is recorded")
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
            raise self._impossible("below", f"{value!r} is recorded for a number drawn below {n}")
        return value

    def shuffled(self, items: Sequence[T]) -> list[T]:
        order = self._next(
            "shuffled", f"the rules shuffle {len(items)} items; no order is recorded"
        )
        rest = list(items)
        result: list[T] = []
        for value in order if isinstance(order, tuple) else ():
            found = next((i for i, item in enumerate(rest) if _same(item, value)), None)
            if found is None:
                raise self._impossible(
                    "shuffled",
                    f"the recorded order holds {value!r}, which is not among the "
                    f"{len(items)} items shuffled there (or is there fewer times)",
                )
            result.append(rest.pop(found))
        if rest:
            raise self._impossible(
                "shuffled",
                f"the recorded order leaves out {len(rest)} of the {len(items)} items shuffled",
            )
        return result

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        value = self._next("chosen", f"the rules choose among {len(items)} items; none is recorded")
        for item in items:
            if _same(item, value):
                return item
        raise self._impossible(
            "chosen", f"{value!r} is recorded as chosen, but is not among the choices"
        )

    def hex_digits(self, bits: int) -> str:
        value = self._next("hex_digits", f"the rules draw {bits} random bits; none are recorded")
        digits = bits // 4
        if (
            not isinstance(value, str)
            or len(value) != digits
            or any(c not in "0123456789abcdef" for c in value)
        ):
            raise self._impossible("hex_digits", f"{value!r} is not {digits} lowercase hex digits")
        return value


def _same(item: object, value: object) -> bool:
    """Equal and of the same type (so `True` is not taken for `1`, nor `1.0` for `1`)."""
    return type(item) is type(value) and item == value
