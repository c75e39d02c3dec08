"""The lock files and pyproject.toml agree: `python3 .ci/lock.py check|stamp`.

`make lock` resolves pyproject.toml's dependencies into requirements-dev.lock (runtime and dev,
what `make` and CI install) and requirements.lock (runtime only, what the image installs), then
runs `stamp`, which writes a digest of the dependency lists into both. `check` (run by every
`make install`) recomputes the digest: a dependency added to pyproject.toml without `make lock`
fails the build with a sentence saying so, instead of installing something nobody locked.
Standard library only: it runs before the virtualenv exists.
"""

from __future__ import annotations

import hashlib
import json
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCKS = (ROOT / "requirements-dev.lock", ROOT / "requirements.lock")
MARK = "# pyproject.toml dependencies sha256: "


def digest() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    listed = {
        "requires-python": project.get("requires-python"),
        "dependencies": project.get("dependencies", []),
        "optional-dependencies": project.get("optional-dependencies", {}),
    }
    return hashlib.sha256(json.dumps(listed, sort_keys=True).encode()).hexdigest()


def stamp() -> int:
    line = MARK + digest()
    for lock in LOCKS:
        kept = [x for x in lock.read_text().splitlines() if not x.startswith(MARK)]
        lock.write_text("\n".join([kept[0], kept[1], line, *kept[2:]]) + "\n")
    return 0


def check() -> int:
    expected = MARK + digest()
    for lock in LOCKS:
        if not lock.is_file():
            print(f"{lock.name} is missing: run `make lock`", file=sys.stderr)
            return 1
        if expected not in lock.read_text().splitlines():
            print(
                f"pyproject.toml's dependencies changed since {lock.name} was written:"
                " run `make lock` and commit requirements.lock and requirements-dev.lock",
                file=sys.stderr,
            )
            return 1
    return 0


if __name__ == "__main__":
    action = sys.argv[1] if len(sys.argv) > 1 else ""
    if action not in ("check", "stamp"):
        print("usage: python3 .ci/lock.py check|stamp", file=sys.stderr)
        raise SystemExit(2)
    raise SystemExit(check() if action == "check" else stamp())
