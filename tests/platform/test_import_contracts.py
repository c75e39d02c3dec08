"""The import contracts of pyproject.toml hold (`lint-imports`): the domain imports nothing
outside the domain, each layer only the layers below it, no game another game, and no cycles
between service's packages nor between the modules of a game. So `make test` fails on a
violation, not only `make lint`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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
