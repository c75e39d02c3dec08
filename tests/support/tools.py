"""What some tests need beyond Python (node, npm, root for network namespaces, a TCP database, a
git checkout): CI provides every one of them, so a missing one fails there and only skips on a
developer's machine."""

from __future__ import annotations

import os
import shutil
from typing import NoReturn

import pytest


def skip_here_fail_in_ci(why: str) -> NoReturn:
    """Skip a test whose means this machine lacks (a tool, root, a TCP database, a git
    checkout); in CI (`CI` set by .ci/run), which provides every one of them, fail instead, so
    nothing is silently left untested there."""
    if os.environ.get("CI"):
        pytest.fail(f"{why}, although CI provides it")
    pytest.skip(why)


def tool_or_skip(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    skip_here_fail_in_ci(f"no {name} here")
