"""What a client may send, checked before anything reaches the domain or the database.

PostgreSQL refuses NUL characters in text and jsonb, and bigint holds 64 bits; a decoder
recursing through a deeply nested document runs out of stack. Each of those would surface as a
500 far from where the input arrived, so every JSON body is decoded here (strictly: `"2"` and
`2.0` are not integers) and checked once, and headers and names get their own small parsers.
"""

from __future__ import annotations

import re
from typing import Any, TypeVar

import msgspec

from service.errors import InvalidCommand, InvalidName, InvalidRequest

T = TypeVar("T")

MAX_DEPTH = 64
"""Nesting levels a JSON body may have (no game needs more than a handful)."""
INT64_MAX = 2**63 - 1
INT64_MIN = -(2**63)
_LONG_NUMBER = re.compile(rb"[0-9]{19}")
MAX_NAME = 40
MAX_IDEMPOTENCY_KEY = 255


class _Refused(Exception):
    def __init__(self, reason: str) -> None:
        self.reason = reason
        self.path: list[str] = []


def decode_json(body: bytes, type_: type[T]) -> T:
    """The body as `type_`, or InvalidCommand naming what is wrong and where ($.path).

    The typed decode is msgspec's (strict, in C). The document check walks the body in Python,
    so it runs only when a cheap scan of the bytes says it could refuse: a `\\u0000` escape
    (JSON spells NUL no other way), more opening brackets than MAX_DEPTH, or a number of 19
    digits or more (anything shorter fits in 64 bits). Every other body passes it anyway."""
    try:
        value = msgspec.json.decode(body or b"null", type=type_)
    except msgspec.ValidationError as error:
        raise InvalidCommand(f"The body does not decode: {error}.") from None
    except msgspec.DecodeError as error:
        raise InvalidCommand(f"The body is not valid JSON: {error}.") from None
    except RecursionError:
        raise InvalidCommand(f"The body nests deeper than {MAX_DEPTH} levels.") from None
    if _may_refuse(body):
        try:
            check_document(msgspec.json.decode(body))
        except RecursionError:
            raise InvalidCommand(f"The body nests deeper than {MAX_DEPTH} levels.") from None
    return value


def _may_refuse(body: bytes) -> bool:
    return (
        b"\\u0000" in body
        or body.count(b"[") + body.count(b"{") > MAX_DEPTH
        or _LONG_NUMBER.search(body) is not None
    )


def check_document(value: Any, where: str = "$") -> None:
    """Refuse nesting deeper than MAX_DEPTH, NUL characters, and integers beyond 64 bits."""
    try:
        _check(value, 1)
    except _Refused as refused:
        path = where + "".join(reversed(refused.path))
        raise InvalidCommand(f"The body {refused.reason} (at `{path}`).") from None


def document_problem(raw: bytes, value: Any) -> str | None:
    """What `check_document` refuses in `value`, decoded from `raw`, as "<what> (at `$.path`)";
    None when nothing (a body whose bytes cannot hold a problem is not walked)."""
    if not _may_refuse(raw):
        return None
    try:
        _check(value, 1)
    except _Refused as refused:
        if refused.reason.startswith("nests"):
            return refused.reason  # its path would be 64 steps long
        return f"{refused.reason} (at `${''.join(reversed(refused.path))}`)"
    except RecursionError:
        return f"nests deeper than {MAX_DEPTH} levels"
    return None


def _check(value: Any, depth: int) -> None:
    if isinstance(value, str):
        if "\x00" in value:
            raise _Refused("contains a NUL character")
    elif isinstance(value, bool | float) or value is None:
        return
    elif isinstance(value, int):
        if not INT64_MIN <= value <= INT64_MAX:
            raise _Refused("has an integer beyond 64 bits")
    elif depth > MAX_DEPTH:
        raise _Refused(f"nests deeper than {MAX_DEPTH} levels")
    elif isinstance(value, dict):
        for key, item in value.items():
            try:
                _check(key, depth)
                _check(item, depth + 1)
            except _Refused as refused:
                refused.path.append(f".{key}")
                raise
    elif isinstance(value, list):
        for index, item in enumerate(value):
            try:
                _check(item, depth + 1)
            except _Refused as refused:
                refused.path.append(f"[{index}]")
                raise


def text(value: str, what: str) -> str:
    """A query value or header that will reach the database: no NUL characters."""
    if "\x00" in value:
        raise InvalidRequest(f"{what} must not contain NUL characters.")
    return value


def version_number(value: str, what: str) -> int:
    """A game version sent as text (If-Match, Last-Event-ID): ASCII digits within 64 bits
    (`str.isdigit` would also accept `²` and Arabic-Indic digits, which `int` then refuses
    or reads as another number)."""
    raw = value.strip()
    if not raw or not raw.isascii() or not raw.isdigit() or int(raw) > INT64_MAX:
        raise InvalidRequest(f"{what} must be a game version such as 12, not {value!r}.")
    return int(raw)


def idempotency_key(value: str | None) -> str | None:
    """1–255 printable ASCII characters (the key is stored and compared as text)."""
    if value is None:
        return None
    if not 1 <= len(value) <= MAX_IDEMPOTENCY_KEY or not all(" " <= c <= "~" for c in value):
        raise InvalidRequest(
            f"Idempotency-Key must be 1–{MAX_IDEMPOTENCY_KEY} printable ASCII characters."
        )
    return value


def seat_name(raw: str) -> str:
    """A player's display name: trimmed, 1–40 printable characters.

    `str.isprintable` refuses control characters (NUL, tabs, newlines), format characters
    (bidi overrides and isolates U+202A–U+202E, U+2066–U+2069, marks U+200E/U+200F, zero-width
    characters) and separators other than the plain space, so a name cannot reorder or hide
    the text shown around it."""
    name = raw.strip()
    if not 1 <= len(name) <= MAX_NAME:
        raise InvalidName(f"A name has 1–{MAX_NAME} characters after trimming, not {len(name)}.")
    if not name.isprintable():
        bad = next(c for c in name if not c.isprintable())
        raise InvalidName(f"A name must be printable; U+{ord(bad):04X} is not.")
    return name
