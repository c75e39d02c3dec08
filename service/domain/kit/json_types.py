"""JSON values as documents arrive and stored event data is kept: the types upcasters and
document checks work on, instead of `Any`."""

from __future__ import annotations

from typing import TypeAlias

JSON: TypeAlias = "bool | int | float | str | list[JSON] | dict[str, JSON] | None"
"""A JSON value (msgspec decodes JSON text to exactly these)."""

JSONObject: TypeAlias = "dict[str, JSON]"
"""A JSON object, e.g. the `data` of a stored event."""
