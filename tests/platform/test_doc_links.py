"""Every relative link in the README and the docs resolves to a file of the repository, so
they work in a clone (and on a code host) as they do here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = sorted(
    [
        ROOT / "README.md",
        ROOT / "CHANGELOG.md",
        *(ROOT / "docs").rglob("*.md"),
        *(ROOT / "examples").rglob("*.md"),
    ]
)
LINK = re.compile(r"\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
EXTERNAL = ("http://", "https://", "mailto:", "#")


def relative_links(document: Path) -> list[str]:
    text = re.sub(r"```.*?```", "", document.read_text(), flags=re.DOTALL)  # code is not links
    return [t for t in LINK.findall(text) if not t.startswith(EXTERNAL)]


def test_the_docs_have_relative_links_to_check() -> None:
    assert ROOT / "docs" / "frontend.md" in DOCUMENTS
    assert sum(len(relative_links(d)) for d in DOCUMENTS) >= 10


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves_to_a_file_in_the_repository(document: Path) -> None:
    broken = []
    for target in relative_links(document):
        path = target.split("#", 1)[0].split("?", 1)[0]
        resolved = (document.parent / path).resolve()
        if not resolved.exists() or ROOT not in resolved.parents:
            broken.append(target)
    assert broken == [], f"{document.relative_to(ROOT)} links to missing files"
