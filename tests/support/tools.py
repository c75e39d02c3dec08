"""Tools beyond Python that some tests need (node, npm): CI installs every one of them, so a
missing tool fails there and only skips on a developer's machine."""

from __future__ import annotations

import os
import shutil

import pytest


def tool_or_skip(name: str) -> str:
    found = shutil.which(name)
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail(f"{name} is missing although CI provides it")
    pytest.skip(f"no {name} here (CI has it)")
