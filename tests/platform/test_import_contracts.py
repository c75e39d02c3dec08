"""The import contracts of pyproject.toml hold (`lint-imports`): the domain imports nothing
outside the domain, each layer only the layers below it, no game another game, and no cycles
between service's packages nor between the modules of a game. So `make test` fails on a
violation, not only `make lint`."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from service.domain import registry
from service.pictures import registry as pictures
from tests.support import game_contracts

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def lint_imports(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-cache", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_the_import_contracts_of_the_service_hold() -> None:
    result = lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


TOY_CONTRACTS = """
[importlinter]
root_package = toy

[importlinter:contract:layers]
name = layers
type = layers
containers = toy
layers =
    api
    domain

[importlinter:contract:acyclic]
name = acyclic
type = acyclic_siblings
ancestors = toy.domain.game
"""


def test_a_domain_importing_the_api_or_a_cycle_in_a_game_breaks_the_contracts(
    tmp_path: Path,
) -> None:
    files = {
        "toy/__init__.py": "",
        "toy/api.py": "from toy import domain\n",
        "toy/domain/__init__.py": "from toy import api\n",
        "toy/domain/game/__init__.py": "",
        "toy/domain/game/moves.py": "from toy.domain.game import board\n",
        "toy/domain/game/board.py": "from toy.domain.game import moves\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    (tmp_path / ".importlinter").write_text(TOY_CONTRACTS)
    result = lint_imports(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "toy.domain is not allowed to import toy.api" in result.stdout
    assert "No cycles are allowed in toy.domain.game" in result.stdout


# The contracts over every game name a game's modules once, as `{game}`
# (tests/support/game_contracts.py expands it from the registry): a game added to the registry
# is covered without an edit to pyproject.toml, and none may be listed by hand.


def contracts() -> dict[str, dict[str, Any]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    return {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}


def test_the_contracts_over_the_games_cover_exactly_the_registrys() -> None:
    games = [g.name for g in registry.all_games()]
    packages = [f"service.domain.{name}" for name in games]
    listed = {name: game_contracts.expanded(c) for name, c in contracts().items()}
    assert listed["games-independent"]["modules"] == packages
    assert listed["acyclic"]["skip_descendants"] == packages
    assert listed["acyclic-games"]["ancestors"] == packages
    assert listed["pictures-independent"]["modules"] == [
        pictures.modules(g)[0] for g in registry.all_games()
    ]
    assert listed["words-independent"]["modules"] == [
        pictures.modules(g)[1] for g in registry.all_games()
    ]
    written = (ROOT / "pyproject.toml").read_text("utf-8")
    assert not [name for name in games if f'"service.domain.{name}"' in written]


def test_a_game_added_to_the_registry_is_in_every_contract_over_the_games(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    extra = dataclasses.replace(registry.all_games()[0], name="sixth")
    monkeypatch.setattr(registry, "_GAMES", (*registry.all_games(), extra))
    expanded = game_contracts.expanded(contracts()["games-independent"])
    assert expanded["modules"][-1] == "service.domain.sixth"
    # A game without picture modules is left out of the pictures' contracts.
    pictures_listed = game_contracts.expanded(contracts()["pictures-independent"])["modules"]
    assert "service.pictures.sixth" not in pictures_listed


def copy_with_contracts(tmp_path: Path) -> None:
    """service/, pyproject.toml and the contract types it names, in a checkout of their own."""
    shutil.copytree(ROOT / "service", tmp_path / "service", ignore=shutil.ignore_patterns("*.pyc"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "tests" / "support").mkdir(parents=True)
    for name in ("tests/__init__.py", "tests/support/__init__.py", game_contracts.__file__):
        source = ROOT / name
        shutil.copy(source, tmp_path / source.relative_to(ROOT))


def test_a_game_importing_another_game_breaks_the_contract(tmp_path: Path) -> None:
    copy_with_contracts(tmp_path)
    first, second = (g.name for g in registry.all_games()[:2])
    with (tmp_path / "service" / "domain" / first / "options.py").open("a") as module:
        module.write(f"\nfrom service.domain import {second}  # noqa\n")
    result = lint_imports(tmp_path, "--contract", "games-independent")
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"service.domain.{first} is not allowed to import service.domain.{second}" in (
        result.stdout
    )


def test_a_cycle_between_a_games_modules_breaks_the_contract(tmp_path: Path) -> None:
    copy_with_contracts(tmp_path)
    game = registry.all_games()[-1].name
    package = tmp_path / "service" / "domain" / game
    (package / "cycle_a.py").write_text(f"from service.domain.{game} import cycle_b  # noqa\n")
    (package / "cycle_b.py").write_text(f"from service.domain.{game} import cycle_a  # noqa\n")
    result = lint_imports(tmp_path, "--contract", "acyclic-games")
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"No cycles are allowed in service.domain.{game}" in result.stdout
