"""The structural document check lists every top-level problem, not only the first."""

from __future__ import annotations

import msgspec

from service.domain.documents import structural_problems


class Inner(msgspec.Struct, forbid_unknown_fields=True):
    n: int


class Document(msgspec.Struct, forbid_unknown_fields=True):
    players: int
    name: str
    inner: Inner
    note: str = ""


def test_every_top_level_problem_is_listed() -> None:
    problems = structural_problems({"players": "two", "inner": {"n": "x"}, "extra": 1}, Document)
    assert len(problems) == 4
    assert "`extra` is not a field of the document." in problems
    assert "`name` is missing." in problems
    assert any(p.startswith("`players`:") for p in problems)
    assert any("$.inner.n" in p for p in problems)


def test_a_well_formed_document_has_no_problem() -> None:
    assert structural_problems({"players": 2, "name": "a", "inner": {"n": 1}}, Document) == []
    assert structural_problems([1, 2], Document) == [
        "The document must be a JSON object, not list."
    ]
