"""Decoding and checking JSON documents (position documents) so that every problem is listed.

`msgspec.convert` stops at the first error, but a position document's validation must list
them all (RULES: "every problem listed"). `read` therefore walks the document against its
struct type — every struct, array and map down to the leaves — and then runs the game's
checks, the conditions RULES.md puts on a well-typed document:

    CHECKS: tuple[Check[ClansPosition, Setup[ClansOptions]], ...] = (_players, _clans, …)
    document = documents.read(raw, ClansPosition, CHECKS, setup, Refusals.invalid_position)

A check is a function `(document, context) -> problems`. Checks also run when some fields are
malformed: such fields are then unreadable, and a check that reads one is skipped (its input
is already reported), so one mistake is reported once, and every other one too.
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Annotated, TypeVar, Union, cast, get_args, get_origin

import msgspec

from service.domain.kit.refusals import Code, IllegalMove

P = TypeVar("P", bound=msgspec.Struct)
X = TypeVar("X")

Check = Callable[[P, X], Iterable[str]]
"""One condition on a decoded document: the problems it finds (none when it holds)."""

ARRAYS = (list, tuple, set, frozenset, Sequence)


def read(
    raw: object,
    document_type: type[P],
    checks: Iterable[Check[P, X]],
    context: X,
    invalid: Code,
) -> P:
    """The decoded document, or IllegalMove(`invalid` listing every problem)."""
    document, found = examine(raw, document_type, checks, context)
    if found or document is None:
        raise IllegalMove(invalid.listing(found))
    return document


def examine(
    raw: object, document_type: type[P], checks: Iterable[Check[P, X]], context: X
) -> tuple[P | None, list[str]]:
    """(the document if it is well typed, every problem found: structure, then checks)."""
    found: list[str] = []
    fields = _top_level(raw, document_type, found)
    if fields is None:
        return None, found
    document: P | None = None
    subject: object = _Partial(fields)
    if not found:
        document = msgspec.convert(raw, document_type)
        subject = document
    for check in checks:
        try:
            found.extend(check(cast(P, subject), context))
        except _Unreadable:
            continue  # it reads a malformed field, reported above
    return document, found


def problems_of(value: object, hint: object) -> list[str]:
    """Every structural problem of `value` as `hint` (a type), without any check."""
    found: list[str] = []
    _walk(value, hint, "$", found)
    return found


class _Unreadable(Exception):
    """A check read a field that did not decode."""


class _Partial:
    """A document some of whose fields did not decode; reading one of those raises."""

    def __init__(self, fields: Mapping[str, object]) -> None:
        self._fields = fields

    def __getattr__(self, name: str) -> object:
        if name in self._fields:
            return self._fields[name]
        raise _Unreadable(name)


def _top_level(
    raw: object, struct: type[msgspec.Struct], found: list[str]
) -> dict[str, object] | None:
    """Each top-level field decoded on its own (attribute name → value), malformed ones left
    out, every problem reported; None when the document is not even an object."""
    if not isinstance(raw, dict):
        _leaf(raw, struct, "$", found)
        return None
    hints = _hints(struct)
    _unknown_keys(raw, struct, "$", found)
    fields: dict[str, object] = {}
    for field in _fields(struct):
        if field.encode_name not in raw:
            if field.required:
                found.append(f"Object missing required field `{field.encode_name}`")
            else:
                fields[field.name] = _default(field)
            continue
        value = raw[field.encode_name]
        if _walk(value, hints[field.name], f"$.{field.encode_name}", found):
            fields[field.name] = msgspec.convert(value, hints[field.name])
    return fields


def _default(field: msgspec.structs.FieldInfo) -> object:
    if field.default is not msgspec.NODEFAULT:
        return field.default
    return field.default_factory()


def _walk(value: object, hint: object, path: str, found: list[str]) -> bool:
    """Report every problem of `value` as `hint` below `path`; True if there is none."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:
        return _walk(value, args[0], path, found) and _leaf(value, hint, path, found)
    if isinstance(hint, type) and issubclass(hint, msgspec.Struct):
        return _struct(value, hint, path, found)
    if origin in ARRAYS and isinstance(value, list | tuple):
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(value):
                return _leaf(value, hint, path, found)
            items = list(zip(value, args, strict=True))
        else:
            items = [(item, args[0]) for item in value]
        checked = [_walk(v, h, f"{path}[{i}]", found) for i, (v, h) in enumerate(items)]
        return all(checked)  # every item walked first: each problem is reported
    if origin in (dict, Mapping) and isinstance(value, dict) and args[0] is str:
        keys = [k for k in value if not isinstance(k, str)]
        found.extend(
            f"Expected `str` keys, got `{type(k).__name__}` {k!r}{_at(path)}" for k in keys
        )
        checked = [_walk(v, args[1], f'{path}["{k}"]', found) for k, v in value.items()]
        return not keys and all(checked)
    if origin in (Union, types.UnionType):
        arms = [a for a in args if a is not type(None)]
        if value is None and len(arms) < len(args):
            return True
        if len(arms) == 1:
            return _walk(value, arms[0], path, found)
    return _leaf(value, hint, path, found)


def _struct(value: object, struct: type[msgspec.Struct], path: str, found: list[str]) -> bool:
    if not isinstance(value, dict):
        return _leaf(value, struct, path, found)
    hints = _hints(struct)
    fields = {f.encode_name: f for f in _fields(struct)}
    ok = _unknown_keys(value, struct, path, found)
    for name, field in fields.items():
        if name in value:
            ok = _walk(value[name], hints[field.name], f"{path}.{name}", found) and ok
        elif field.required:
            found.append(f"Object missing required field `{name}`{_at(path)}")
            ok = False
    return ok


def _unknown_keys(
    value: dict[object, object], struct: type[msgspec.Struct], path: str, found: list[str]
) -> bool:
    config = struct.__struct_config__
    if not config.forbid_unknown_fields:
        return True
    names = {f.encode_name for f in _fields(struct)} | {config.tag_field}
    unknown = [key for key in value if key not in names]
    found.extend(f"Object contains unknown field `{key}`{_at(path)}" for key in unknown)
    return not unknown


@functools.cache
def _hints(struct: type[msgspec.Struct]) -> dict[str, object]:
    """A struct's resolved field types, once per type: resolving them walks every annotation
    (tens of ms for a document of many nested structs, once per nested value otherwise)."""
    return typing.get_type_hints(struct, include_extras=True)


@functools.cache
def _fields(struct: type[msgspec.Struct]) -> tuple[msgspec.structs.FieldInfo, ...]:
    """A struct's fields, once per type (msgspec resolves the annotations on every call)."""
    return msgspec.structs.fields(struct)


def _leaf(value: object, hint: object, path: str, found: list[str]) -> bool:
    """msgspec's own conversion of a whole value, its error re-rooted at `path`."""
    try:
        msgspec.convert(value, hint)
    except msgspec.ValidationError as error:
        message = str(error)
        if " - at `$" in message:
            found.append(message.replace(" - at `$", f" - at `{path}", 1))
        else:
            found.append(f"{message}{_at(path)}")
        return False
    return True


def _at(path: str) -> str:
    return "" if path == "$" else f" - at `{path}`"
