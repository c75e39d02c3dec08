"""A non-editable install (a wheel, as the image has it) carries its migrations: built from a
copy of the sources, installed into a new virtualenv and run from outside any checkout, its
`tabletop migrate` brings a brand-new database to the latest schema."""

from __future__ import annotations

import secrets
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from tests.conftest import _create_database, _drop_database, _with_database
from tests.support.processes import ROOT, environment

BUILD = "import sys; from setuptools import build_meta; print(build_meta.build_wheel(sys.argv[1]))"


@pytest.fixture
def empty_database_of_its_own(server_url: str) -> Iterator[str]:
    name = "tabletop_wheel_" + secrets.token_hex(4)
    _create_database(server_url, name)
    try:
        yield _with_database(server_url, name)
    finally:
        _drop_database(server_url, name)


def build_wheel(tmp_path: Path) -> Path:
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(
        ROOT / "service", source / "service", ignore=shutil.ignore_patterns("__pycache__")
    )
    built = subprocess.run(
        [sys.executable, "-c", BUILD, str(tmp_path / "dist")],
        cwd=source,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert built.returncode == 0, built.stderr
    return tmp_path / "dist" / built.stdout.strip().splitlines()[-1]


def install(wheel: Path, venv: Path) -> Path:
    """A new virtualenv with the wheel; its dependencies come from this venv's site-packages
    (added as a plain path: this venv's own editable install of the checkout is not)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (Path(site) / "_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    uv = Path(sys.executable).parent / "uv"
    subprocess.run(
        [uv, "pip", "install", "--quiet", "--offline", "--no-deps", "--python", python, wheel],
        check=True,
        timeout=300,
    )
    return venv / "bin"


def test_an_installed_wheel_migrates_a_brand_new_database(
    tmp_path: Path, empty_database_of_its_own: str
) -> None:
    wheel = build_wheel(tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert "service/migrations/env.py" in names
    assert "service/migrations/script.py.mako" in names
    assert any(n.startswith("service/migrations/versions/0001_") for n in names)

    bin_dir = install(wheel, tmp_path / "venv")
    outside = tmp_path / "elsewhere"  # no checkout here, nor above
    outside.mkdir()
    where = subprocess.run(
        [bin_dir / "python", "-c", "import service; print(service.__file__)"],
        cwd=outside,
        capture_output=True,
        text=True,
        check=True,
    )
    assert where.stdout.startswith(str(tmp_path / "venv"))

    migrated = subprocess.run(
        [bin_dir / "tabletop", "migrate"],
        cwd=outside,
        env=environment(empty_database_of_its_own),
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert migrated.returncode == 0, migrated.stderr
    assert "schema: migrated from empty to " in migrated.stderr
    with psycopg.connect(empty_database_of_its_own) as connection:
        (count,) = connection.execute(
            "SELECT count(*) FROM pg_tables WHERE tablename IN ('events', 'game_summaries')"
        ).fetchone() or (0,)
        assert count == 2

    # Installed, it has no checkout of its own to start an embedded database in.
    unset = subprocess.run(
        [bin_dir / "tabletop", "replay", "some-game"],
        cwd=outside,
        env=environment(None),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert unset.returncode == 2
    assert unset.stderr.strip() == (
        "DATABASE_URL is not set (an installed package has no embedded one)"
    )
