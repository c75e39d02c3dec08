"""The package itself: pure imports (docs/style.md §1), the kit's protocol, and modules that import
downwards only, never in a circle (issue 14).

The layering below reads as an import-linter contract, top layer first (modules of one layer
are independent of each other):

    [importlinter:contract:der-schwarm-layers]
    name = Der Schwarm modules import downwards only
    type = layers
    containers = service.domain.der_schwarm
    layers =
        rules
        legality
        research | setup
        placement | position_checks | ships | stations | turns
        buying | damage | queen | rounds
        evolve | view
        hazards | position | scoring
        events | flow | network | position_board | position_phases
        board | document | state
        commands | data | options | refusals
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import service.domain.der_schwarm as package
from service.domain import registry
from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.state import State
from service.domain.kernel import Game, Rng, fold
from tests.kit.setups import plain, setup_for

FORBIDDEN = ("asyncio", "asyncpg", "litestar", "random", "time", "datetime", "service.store")
FORBIDDEN += ("service.api", "service.projections")
FOLDER = Path(package.__file__).parent
NAME = package.__name__

LAYERS: tuple[tuple[str, ...], ...] = (
    ("__init__",),
    ("rules",),
    ("evaluation", "legality"),
    ("research", "setup"),
    ("placement", "position_checks", "ships", "stations", "turns"),
    ("buying", "damage", "queen", "rounds"),
    ("evolve", "view"),
    ("draws", "hazards", "position", "scoring"),
    ("events", "flow", "network", "position_board", "position_phases"),
    ("board", "document", "state"),
    ("commands", "data", "options", "refusals"),
)
"""Every module of the package, top layer first (the contract above, plus `__init__`)."""


def imported_names(path: Path) -> list[str]:
    """Every module an import statement anywhere in the file names (function bodies too)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
            names += [f"{node.module}.{a.name}" for a in node.names]
    return names


def own_imports(path: Path) -> set[str]:
    """The package's modules that a module imports."""
    found = set()
    for name in imported_names(path):
        if name.startswith(f"{NAME}."):
            module = name[len(NAME) + 1 :].split(".")[0]
            if (FOLDER / f"{module}.py").exists():
                found.add(module)
    return found - {path.stem}


def graph() -> dict[str, set[str]]:
    return {path.stem: own_imports(path) for path in sorted(FOLDER.glob("*.py"))}


def test_the_rules_package_imports_nothing_impure() -> None:
    for path in FOLDER.glob("*.py"):
        for name in imported_names(path):
            assert not any(name == f or name.startswith(f + ".") for f in FORBIDDEN), (
                path.name,
                name,
            )


def test_no_module_of_the_package_imports_another_in_a_circle() -> None:
    imports = graph()
    done: set[str] = set()

    def visit(module: str, trail: tuple[str, ...]) -> None:
        assert module not in trail, " -> ".join((*trail[trail.index(module) :], module))
        if module not in done:
            for other in sorted(imports[module]):
                visit(other, (*trail, module))
            done.add(module)

    for module in imports:
        visit(module, ())


def test_modules_import_only_from_the_layers_below_them() -> None:
    layer = {module: i for i, modules in enumerate(LAYERS) for module in modules}
    imports = graph()
    assert set(imports) == set(layer), "every module has its place in LAYERS"
    for module, others in imports.items():
        upward = sorted(o for o in others if layer[o] <= layer[module])
        assert not upward, f"{module} imports {upward}, which are not below it"


def test_the_rules_object_is_typed_on_the_kit_and_hosted_by_it() -> None:
    assert isinstance(RULES, Game)
    hosted = registry.get("der_schwarm")
    assert hosted is not None and hosted.name == RULES.name and hosted.decide is not RULES.decide
    with pytest.raises(TypeError, match="not a der_schwarm state"):
        hosted.to_move(RULES.Options())
    assert (RULES.name, RULES.title, RULES.min_players, RULES.max_players) == (
        "der_schwarm",
        "Der Schwarm",
        2,
        4,
    )
    assert RULES.Options() == RULES.Options(
        free_start=False, dangerous_tsunami=False, hidden_hands=False, initial_order=None
    )
    assert [r.number for r in RULES.revisions] == [1]
    assert RULES.upcasters.event_types() == frozenset()


def test_the_game_keeps_the_rules_revision_it_was_created_with() -> None:
    """Through its start and a position document (Der Schwarm has revision 1 only)."""
    setup = setup_for(RULES, 3, revision=1)
    state: State = RULES.initial_state(setup)
    for event in RULES.start(setup, Rng("revision", 0)):
        state = RULES.evolve(state, event)
    assert state.rules_revision == 1
    document = RULES.position(state)
    assert document is not None
    again: State = fold(RULES, setup, RULES.load_position(setup, plain(document)))
    assert again.rules_revision == 1 and again == state
