"""Refusals, one shape for every game: `Refusal(code, message)`, raised as `IllegalMove`.

Each game lists its codes and sentences once, in a `RefusalTable` in the order its RULES.md
checks them (docs/style.md §8, §9):

    class Refusals(RefusalTable):
        game_over = Code("The game has ended.")
        unknown_field = Code("There is no field {field}.")

    Refusals.unknown_field(field=61)   # Refusal(code="unknown_field", message="There is …")

The attribute name is the stable machine code (the API's `code`); the sentence is a
`str.format` template filled from the keyword arguments (the API's `detail`).
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec


class Refusal(msgspec.Struct, frozen=True):
    """Why the rules refuse a command or a game creation; nothing is appended.

    `problems` lists every violated condition where a rule asks for all of them (position
    documents, options), each one short sentence.
    """

    code: str
    message: str
    problems: tuple[str, ...] = ()


class IllegalMove(Exception):
    """The exception that carries a `Refusal` out of `decide`, `start` and `load_position`."""

    def __init__(self, refusal: Refusal, /) -> None:
        super().__init__(f"{refusal.code}: {refusal.message}")
        self.refusal = refusal

    @property
    def code(self) -> str:
        return self.refusal.code

    @property
    def message(self) -> str:
        return self.refusal.message

    @property
    def problems(self) -> tuple[str, ...]:
        return self.refusal.problems


class Code:
    """One entry of a refusal table: the code is the attribute's name, the sentence a template."""

    def __init__(self, sentence: str) -> None:
        self.sentence = sentence
        self.code = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.code = name

    def __call__(self, **facts: object) -> Refusal:
        """This refusal, its sentence filled with `facts`."""
        return Refusal(code=self.code, message=self.sentence.format(**facts))

    def listing(self, problems: Sequence[str], **facts: object) -> Refusal:
        """This refusal with every problem found (position documents, options)."""
        return Refusal(
            code=self.code, message=self.sentence.format(**facts), problems=tuple(problems)
        )

    def __repr__(self) -> str:
        return f"Code({self.code!r})"


class RefusalTable:
    """A game's refusal codes, as `Code` attributes in the order its RULES.md checks them."""

    def __init_subclass__(cls) -> None:
        super().__init_subclass__()
        for code in cls.codes():
            if not code.code.isidentifier() or code.code != code.code.lower():
                raise ValueError(f"refusal code {code.code!r} is not snake_case")

    @classmethod
    def codes(cls) -> tuple[Code, ...]:
        """Every code of the table, in declaration order (base tables first)."""
        seen: dict[str, Code] = {}
        for klass in reversed(cls.__mro__):
            for value in vars(klass).values():
                if isinstance(value, Code):
                    seen[value.code] = value
        return tuple(seen.values())

    @classmethod
    def first(cls, *refusals: Refusal | None) -> Refusal | None:
        """Of the refusals that apply, the one whose code comes first in the table."""
        rank = {code.code: i for i, code in enumerate(cls.codes())}
        found = [r for r in refusals if r is not None]
        return min(found, key=lambda r: rank[r.code]) if found else None
