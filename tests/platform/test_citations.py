"""Every citation in the repository points to a file in the repository: a path named in code,
tests and docs (`docs/style.md §3`, `service/store/postgres.py`) and a Markdown link exist, and
nothing cites the design brief the project was started from, which is not part of it."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from tests.support.tools import skip_here_fail_in_ci

ROOT = Path(__file__).resolve().parents[2]
TOP = ("docs", "service", "tests", "bench", "k8s", "openapi", "clients", "examples", ".ci")
EXTENSIONS = "md|py|json|ts|js|yaml|yml|sh|html|css|sql|toml|mako|ini|svg|png|jsonl"
# A repository path: a top-level folder, more segments, a file name with a known extension.
CITED_PATH = re.compile(
    r"(?<![\w./-])((?:"
    + "|".join(re.escape(t) for t in TOP)
    + r")/[\w./-]*?\.(?:"
    + EXTENSIONS
    + r"))(?![\w-]|\.\w)"
)
MARKDOWN_LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
# The brief outside the repository, in the ways it used to be cited.
OUTSIDE = re.compile(r"STYLE ?§|STYLE:|\bDESIGN\.md|\.\./shared/|\bshared/(?:rules|DESIGN|seeds)")
TEXT = {".py", ".md", ".ts", ".js", ".toml", ".yaml", ".yml", ".html", ".cfg", ".ini", ".mako"}


def tracked_text_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    if listed.returncode != 0:
        skip_here_fail_in_ci("not a git checkout")
    names = [n for n in listed.stdout.splitlines() if "node_modules" not in n]
    paths = [ROOT / n for n in names]
    return [
        p
        for p in paths
        if (p.suffix in TEXT or p.name in {"Makefile", "Dockerfile"}) and p.is_file()
    ]


def citations(text: str) -> set[str]:
    return {
        m.group(1).rstrip(".")
        for m in CITED_PATH.finditer(text)
        if not any(c in m.group(1) for c in "<*{")
    }


def missing_citations(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8", errors="replace")
    missing = [
        cited
        for cited in sorted(citations(text))
        if not (ROOT / cited).exists() and not (path.parent / cited).exists()
    ]
    if path.suffix == ".md":
        for link in MARKDOWN_LINK.findall(text):
            if "://" in link or link.startswith(("mailto:", "/")) or "<" in link:
                continue
            if not (path.parent / link).exists():
                missing.append(link)
    return missing


def test_every_cited_file_is_in_the_repository() -> None:
    broken = {
        str(p.relative_to(ROOT)): found
        for p in tracked_text_files()
        if (found := missing_citations(p))
    }
    assert not broken, f"citations of files that are not in the repository: {broken}"


def test_nothing_cites_the_brief_outside_the_repository() -> None:
    this = Path(__file__).resolve()
    outside = {
        f"{p.relative_to(ROOT)}:{n}": line.strip()
        for p in tracked_text_files()
        if p.resolve() != this
        for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
        if OUTSIDE.search(line)
    }
    assert not outside, f"citations of documents outside the repository: {outside}"


def test_the_checks_see_a_missing_file_and_an_outside_citation(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    absent = "docs/" + "no-such-page.md"  # spelled apart, so this file cites nothing missing
    page.write_text(f"See {absent} and [this](missing.md), as STYLE §3 says.\n")
    assert missing_citations(page) == [absent, "missing.md"]
    assert OUTSIDE.search(page.read_text())
    assert citations("`docs/style.md §3`, service/store/postgres.py.") == {
        "docs/style.md",
        "service/store/postgres.py",
    }
