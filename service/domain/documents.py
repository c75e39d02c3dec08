"""Structural checks of JSON documents against a Struct type that list every problem.

`msgspec.convert` stops at the first error; a position document's validation must list them
all (RULES: "every problem listed"). This walks the top level of the document: unknown keys,
missing required keys, and each present field converted on its own (nested errors keep
msgspec's path below the field).
"""

from __future__ import annotations

import typing
from typing import Any

import msgspec


def structural_problems(document: Any, struct_type: type[msgspec.Struct]) -> list[str]:
    """Every top-level structural problem of `document` as `struct_type` (empty if none)."""
    if not isinstance(document, dict):
        return [f"The document must be a JSON object, not {type(document).__name__}."]
    info = msgspec.inspect.type_info(struct_type)
    assert isinstance(info, msgspec.inspect.StructType)
    hints = typing.get_type_hints(struct_type, include_extras=True)
    fields = {f.encode_name: f for f in info.fields}
    found = [f"`{key}` is not a field of the document." for key in document if key not in fields]
    for name, field in fields.items():
        if name not in document:
            if field.required:
                found.append(f"`{name}` is missing.")
            continue
        try:
            msgspec.convert(document[name], hints[field.name])
        except msgspec.ValidationError as error:
            found.append(f"`{name}`: {_relative(str(error), name)}")
    return found


def _relative(message: str, name: str) -> str:
    """msgspec's `at `$...`` path, re-rooted at the field."""
    return message.replace("`$", f"`$.{name}")
