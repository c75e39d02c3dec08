"""The README works as written: its curl tour runs verbatim against a served API (only the
address is this test's), its commands are the CLI's, and it names every document and
deployment file a newcomer needs."""

from __future__ import annotations

import re
import secrets
import shlex
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from service import migrate
from service.cli import build_parser
from tests.conftest import _create_database, _drop_database, _with_database
from tests.support.processes import ROOT, Server, environment

README = (ROOT / "README.md").read_text()


def section(title: str) -> str:
    start = README.index(f"## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end > 0 else None]


def shell_blocks(text: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", text, flags=re.DOTALL)


@pytest.fixture
def tour_database(server_url: str) -> Iterator[str]:
    name = "tabletop_tour_" + secrets.token_hex(4)
    _create_database(server_url, name)
    url = _with_database(server_url, name)
    try:
        migrate.upgrade(url)
        yield url
    finally:
        _drop_database(server_url, name)


def test_the_curl_tour_runs_verbatim(tour_database: str, tmp_path: Path) -> None:
    (tour,) = shell_blocks(section("API tour with curl"))
    first, _, rest = tour.partition("\n")
    assert first == "API=http://127.0.0.1:8000"
    had_tokens_file = (ROOT / "tokens.txt").exists()
    env = environment(tour_database, TMPDIR=str(tmp_path))
    with Server(env, tmp_path / "server.log") as server:
        script = f"set -e\nAPI={server.url}\n{rest}"
        result = subprocess.run(
            ["bash", "-c", script],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    assert result.returncode == 0, result.stdout + result.stderr
    out = result.stdout
    assert '"code": "not_your_turn"' in out
    assert '"winners": [' in out  # the game was played to its end
    assert '{"version":10,' in out  # the CLI replayed it to version 10
    assert "rebuilt the lobby from" in result.stderr
    assert "error" not in result.stderr.lower(), result.stderr
    assert (ROOT / "tokens.txt").exists() == had_tokens_file  # tokens went to a temp file
    assert any(tmp_path.glob("tmp.*")), "mktemp made the tokens file in TMPDIR"
    log = server.output()
    assert '"level":"error"' not in log and '"level":"warning"' not in log, log


def test_the_commands_shown_are_the_clis() -> None:
    parser = build_parser()
    (commands,) = shell_blocks(section("Command line"))
    for line in commands.strip().splitlines():
        shown = line.split("  #")[0]
        # `[--flag VALUE]` becomes `--flag 1`, `[--flag]` becomes `--flag`: every option is used.
        options = re.sub(
            r"\[(--[\w-]+)(?: [A-Z]+)?\]", lambda m: m[1] + (" 1" if " " in m[0] else ""), shown
        )
        words = shlex.split(options.replace("GAME_ID", "g").replace("GAME_TYPE", "clans"))
        assert words[0] == ".venv/bin/tabletop"
        parser.parse_args(words[1:])  # SystemExit on a command or flag the CLI does not have


def test_it_names_every_document_and_the_files_that_deploy_and_check() -> None:
    for doc in sorted((ROOT / "docs").glob("*.md")):
        assert f"`docs/{doc.name}`" in README, doc.name
    for name in ("Dockerfile", "k8s/", ".ci/run", "bench/RESULTS.md", "make lock"):
        assert name in README, name
