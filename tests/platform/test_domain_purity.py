"""The domain is pure: no I/O frameworks, no clocks, no global randomness (docs/style.md §1)."""

from __future__ import annotations

import ast
from pathlib import Path

DOMAIN = Path(__file__).resolve().parents[2] / "service" / "domain"
FORBIDDEN_MODULES = {
    "asyncio",
    "asyncpg",
    "litestar",
    "httpx",
    "socket",
    "random",
    "time",
    "datetime",
    "service.store",
    "service.api",
    "service.projections",
    "service.application",
    "service.catalog",
    "service.scheduler",
    "subprocess",
    "threading",
    "os",
}


def imported_modules(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


# The kernel's Rng wraps a `random.Random` instance seeded from (game seed, version): the one
# sanctioned, deterministic source of randomness. No other module may import `random`.
ALLOWED = {("kit/rng.py", "random")}


def test_the_domain_imports_no_io_clock_or_global_randomness() -> None:
    offences = []
    for path in sorted(DOMAIN.rglob("*.py")):
        for module in imported_modules(ast.parse(path.read_text(), str(path))):
            if (str(path.relative_to(DOMAIN)), module) in ALLOWED:
                continue
            root = module.split(".")[0]
            if (
                module in FORBIDDEN_MODULES
                or root in FORBIDDEN_MODULES
                or any(module.startswith(f + ".") for f in FORBIDDEN_MODULES)
            ):
                offences.append(f"{path.relative_to(DOMAIN)} imports {module}")
    assert not offences, offences


def test_the_check_catches_a_forbidden_import() -> None:
    assert "asyncpg" in imported_modules(ast.parse("import asyncpg\nfrom time import time"))
