"""`documents.read`: every structural problem, down to the leaves, and every check."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest

from service.domain import documents
from service.domain.kernel import Code, IllegalMove, RefusalTable


class Entry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    field: int
    chip: int


class Document(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    players: int
    names: tuple[str, ...]
    entries: tuple[Entry, ...] = ()
    counts: dict[str, int] = {}
    note: str | None = None


class Refusals(RefusalTable):
    invalid_position = Code("The position document is invalid.")


def at_most_four(doc: Document, players: int) -> Iterator[str]:
    if doc.players > 4:
        yield "players must be at most 4."


def one_name_per_seat(doc: Document, players: int) -> Iterator[str]:
    if len(doc.names) != players:
        yield f"names must list {players} names."


CHECKS = (at_most_four, one_name_per_seat)


def problems(raw: Any) -> tuple[str, ...]:
    with pytest.raises(IllegalMove) as caught:
        documents.read(raw, Document, CHECKS, 2, Refusals.invalid_position)
    assert caught.value.code == "invalid_position"
    return caught.value.problems


def test_a_valid_document_decodes() -> None:
    raw = {"players": 2, "names": ["a", "b"], "entries": [{"field": 1, "chip": 2}]}
    read = documents.read(raw, Document, CHECKS, 2, Refusals.invalid_position)
    assert read == Document(players=2, names=("a", "b"), entries=(Entry(1, 2),))


def test_every_structural_problem_is_listed_at_its_path() -> None:
    raw = {
        "players": 2,
        "names": ["a", 3],
        "entries": [{"field": "1", "chip": 2, "x": 0}, {"field": 1}],
        "counts": {"a": 1, "b": "2"},
        "extra": True,
    }
    assert problems(raw) == (
        "Object contains unknown field `extra`",
        "Expected `str`, got `int` - at `$.names[1]`",
        "Object contains unknown field `x` - at `$.entries[0]`",
        "Expected `int`, got `str` - at `$.entries[0].field`",
        "Object missing required field `chip` - at `$.entries[1]`",
        'Expected `int`, got `str` - at `$.counts["b"]`',
    )


def test_checks_run_beside_structural_problems_unless_they_read_a_broken_field() -> None:
    # `names` is broken: its check is skipped; `players` is fine: its check runs.
    assert problems({"players": 5, "names": "ab"}) == (
        "Expected `array`, got `str` - at `$.names`",
        "players must be at most 4.",
    )
    assert problems({"players": 5, "names": ["a"]}) == (
        "players must be at most 4.",
        "names must list 2 names.",
    )


def test_a_document_that_is_not_an_object_or_lacks_a_key_is_refused() -> None:
    assert problems(None) == ("Expected `object`, got `null`",)
    assert problems({"names": []}) == (
        "Object missing required field `players`",
        "names must list 2 names.",
    )
