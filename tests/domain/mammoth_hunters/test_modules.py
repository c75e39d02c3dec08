"""The package's own architecture (docs/style.md §2): the core files of every game on the kit, and
modules that import downwards only — never in a circle (the order is drawn in `__init__`)."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

PACKAGE = "service.domain.mammoth_hunters"
FOLDER = Path(__file__).resolve().parents[3] / "service" / "domain" / "mammoth_hunters"
CORE = {"commands", "events", "refusals", "options", "state", "setup", "legality", "evolve"}
CORE |= {"view", "position", "position_checks", "rules"}


def imports() -> dict[str, set[str]]:
    """Module → the package's modules it imports."""
    modules = {path.stem for path in FOLDER.glob("*.py")} - {"__init__"}
    graph: dict[str, set[str]] = {}
    for module in modules:
        found: set[str] = set()
        for node in ast.walk(ast.parse((FOLDER / f"{module}.py").read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == PACKAGE:
                found |= {alias.name for alias in node.names if alias.name in modules}
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(PACKAGE):
                found.add((node.module or "").removeprefix(PACKAGE + "."))
        graph[module] = found
    return graph


def test_the_package_has_the_core_files_of_the_kit() -> None:
    assert imports().keys() >= CORE


def test_no_module_of_the_package_imports_another_in_a_circle() -> None:
    order = list(graphlib.TopologicalSorter(imports()).static_order())  # raises on a cycle
    assert order.index("evolve") < order.index("legality") < order.index("rules")


def test_the_drawn_import_order_holds() -> None:
    import service.domain.mammoth_hunters as package

    drawn = (package.__doc__ or "").split("left of it):", 1)[1].split(".\n", 1)[0]
    layers = [{m.strip() for m in layer.split(",")} for layer in drawn.split("→")]
    graph = imports()
    assert set().union(*layers) == set(graph), "every module is drawn once"
    for i, layer in enumerate(layers):
        left = set().union(*layers[:i])
        for module in layer:
            assert graph[module] <= left, f"{module} imports {graph[module] - left}"
