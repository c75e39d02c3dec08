"""Import contracts over every registered game: pyproject.toml names a game's modules once, as
a template (`service.domain.{game}`), and these contract types expand it to every game of the
registry (service/domain/registry.py) when `lint-imports` runs. So a new game is covered by "no
game imports another game" and "no cycles in a game" without an edit outside its package and
the registry line. A template whose module a game does not have (a game without pictures) is
left out for that game; a game's own package must exist.

pyproject.toml registers them (`[tool.importlinter] contract_types`); `lint-imports` runs from
the checkout's root, which it puts on the import path."""

from __future__ import annotations

import importlib.util
from typing import Any

from importlinter.contracts.acyclic_siblings import AcyclicSiblingsContract
from importlinter.contracts.independence import IndependenceContract

from service.domain import registry

TEMPLATE = "{game}"


def games() -> list[str]:
    return [rules.name for rules in registry.all_games()]


def expanded(options: dict[str, Any]) -> dict[str, Any]:
    """The contract's options with each templated module named once per registered game."""
    out: dict[str, Any] = {}
    for key, value in options.items():
        if isinstance(value, list) and any(TEMPLATE in str(v) for v in value):
            out[key] = [module for entry in value for module in _modules(str(entry))]
        else:
            out[key] = value
    return out


def _modules(entry: str) -> list[str]:
    if TEMPLATE not in entry:
        return [entry]
    named = [entry.format(game=game) for game in games()]
    if entry.startswith("service.domain."):
        return named  # every game has its package: a missing one is an error of the contract
    return [module for module in named if importlib.util.find_spec(module) is not None]


class IndependenceOfGames(IndependenceContract):
    """`independence`, with `{game}` in `modules` standing for every registered game."""

    type_name = "independence_of_games"

    def __init__(
        self, name: str, session_options: dict[str, Any], contract_options: dict[str, Any]
    ) -> None:
        super().__init__(name, session_options, expanded(contract_options))


class AcyclicSiblingsOfGames(AcyclicSiblingsContract):
    """`acyclic_siblings`, with `{game}` in `ancestors` or `skip_descendants` standing for
    every registered game."""

    type_name = "acyclic_siblings_of_games"

    def __init__(
        self, name: str, session_options: dict[str, Any], contract_options: dict[str, Any]
    ) -> None:
        super().__init__(name, session_options, expanded(contract_options))
