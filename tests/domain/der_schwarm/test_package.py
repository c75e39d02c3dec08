"""STYLE §1: the rules package imports no I/O, clock, randomness or platform layer."""

from __future__ import annotations

import ast
from pathlib import Path

import service.domain.der_schwarm as package
from service.domain.der_schwarm import RULES
from service.domain.kernel import LegacyRules as Rules

FORBIDDEN = ("asyncio", "asyncpg", "litestar", "random", "time", "datetime", "service.store")
FORBIDDEN += ("service.api", "service.projections")


def test_the_rules_package_imports_nothing_impure() -> None:
    folder = Path(package.__file__).parent
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not any(name == f or name.startswith(f + ".") for f in FORBIDDEN), (
                    path.name,
                    name,
                )


def test_the_rules_object_implements_the_kernel_protocol() -> None:
    assert isinstance(RULES, Rules)
    assert (RULES.name, RULES.title, RULES.min_players, RULES.max_players) == (
        "der_schwarm",
        "Der Schwarm",
        2,
        4,
    )
    assert RULES.Options() == RULES.Options(
        free_start=False, dangerous_tsunami=False, hidden_hands=False, initial_order=None
    )
