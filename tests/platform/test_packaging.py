"""A non-editable install (a wheel, as the image has it) carries its migrations: built from
exactly what the Dockerfile copies, installed into a new virtualenv and run from outside any
checkout, its `tabletop migrate` brings a brand-new database to the latest schema. The
migrations live at the top level (`migrations/`): the editable install finds them there, and
plain `alembic` works from the checkout."""

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
from alembic.script import ScriptDirectory

from tests.conftest import _create_database, _drop_database, _with_database
from tests.support.processes import ROOT, environment

PACKAGED = "service/" + "migrations"
"""Where the wheel holds the top-level `migrations/` (the package `service.migrations`)."""
BUILD = "import sys; from setuptools import build_meta; print(build_meta.build_wheel(sys.argv[1]))"


@pytest.fixture
def empty_database_of_its_own(server_url: str) -> Iterator[str]:
    name = "tabletop_wheel_" + secrets.token_hex(4)
    _create_database(server_url, name)
    try:
        yield _with_database(server_url, name)
    finally:
        _drop_database(server_url, name)


def dockerfile_copies() -> list[str]:
    """What the image's build stage copies from the checkout (`COPY src… dest`)."""
    copied: list[str] = []
    for line in (ROOT / "Dockerfile").read_text().splitlines():
        words = line.split()
        if words[:1] == ["COPY"] and not any(w.startswith("--from") for w in words):
            copied += words[1:-1]
    return copied


def build_wheel(tmp_path: Path) -> Path:
    """The wheel built from what the Dockerfile copies, and nothing else."""
    source = tmp_path / "source"
    source.mkdir()
    for name in dockerfile_copies():
        if (ROOT / name).is_dir():
            shutil.copytree(
                ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__")
            )
        else:
            shutil.copy(ROOT / name, source / name)
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
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {f"{PACKAGED}/env.py", f"{PACKAGED}/script.py.mako"} <= names
    assert shipped("migrations", PACKAGED) <= names  # every version
    assert shipped("service", "service") <= names  # every module: no package left unlisted

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


def shipped(folder: str, inside: str) -> set[str]:
    """Where the wheel must hold each source file of `folder` (Python and data files)."""
    return {
        f"{inside}/{p.relative_to(ROOT / folder).as_posix()}"
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix in {".py", ".mako", ".json"}
    }


def test_the_dockerfile_copies_the_layout_the_package_is_built_from() -> None:
    copied = set(dockerfile_copies())
    assert {"pyproject.toml", "README.md", "service", "migrations"} <= copied
    assert all((ROOT / name).exists() for name in copied)


def test_the_editable_install_finds_the_migrations_at_the_top_level() -> None:
    import service.migrations

    from service import migrate

    assert Path(service.migrations.__file__).parent == ROOT / "migrations"
    assert migrate.SCRIPTS == ROOT / "migrations"
    assert not (ROOT / "service" / "migrations").exists()


def test_plain_alembic_migrates_from_the_checkout(empty_database_of_its_own: str) -> None:
    alembic = Path(sys.executable).parent / "alembic"
    for command in (["upgrade", "head"], ["current"]):
        ran = subprocess.run(
            [alembic, *command],
            cwd=ROOT,
            env=environment(empty_database_of_its_own),
            capture_output=True,
            text=True,
            timeout=180,
            check=False,
        )
        assert ran.returncode == 0, ran.stderr
    head = ScriptDirectory(str(ROOT / "migrations")).get_current_head()
    assert f"{head} (head)" in ran.stdout
