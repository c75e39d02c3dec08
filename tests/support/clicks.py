"""The click rule of docs/frontend.md ("From a click to a command"), as the example web client
implements it, in Python for the tests: which legal moves a sequence of clicks on a picture's
elements leaves, and which clicks select a given move.

A picture element a command can name carries `data-<kind>="<value>"` attributes (hyphens for
underscores). The root `<svg>` lists, per kind, the command fields that name such a thing
(`data-names-field="field from to"`; absent: the field named like the kind). A click takes,
for each attribute of the clicked element, a field of one object of the move (the command or
an object inside it) with that value under one of the kind's names; every field it takes comes
after the first field the previous click took, and no field is taken twice."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

Thing = tuple[tuple[str, str], ...]
"""A clickable element's `data-*` attributes: (field-style kind, value text), in order."""

ROOT_ATTRIBUTES = ("game", "version", "audience")


@dataclass(frozen=True)
class Leaf:
    parent: int
    """Which object of the move holds it (0: the command itself), numbered depth-first."""
    key: str
    text: str


def leaves(move: Any) -> list[Leaf]:
    """The move's scalar fields depth-first in their order (a list's items under its key)."""
    found: list[Leaf] = []
    objects = 0

    def visit(value: Any, key: str, parent: int) -> None:
        nonlocal objects
        if isinstance(value, Mapping):
            objects += 1
            own = objects - 1
            for name, item in value.items():
                if name != "type" or own != 0:
                    visit(item, name, own)
        elif isinstance(value, list | tuple):
            for item in value:
                visit(item, key, parent)
        else:
            found.append(Leaf(parent, key, scalar_text(value)))

    visit(move, "", 0)
    return found


def scalar_text(value: Any) -> str:
    """A JSON scalar as a `data-*` attribute writes it."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    return str(value)


def _take(
    found: Sequence[Leaf],
    thing: Thing,
    names: Mapping[str, Sequence[str]],
    used: set[int],
    after: int,
) -> list[int] | None:
    for parent in dict.fromkeys(leaf.parent for leaf in found):
        chosen: list[int] = []
        for kind, value in thing:
            fields = names.get(kind, (kind,))
            index = next(
                (
                    i
                    for i, leaf in enumerate(found)
                    if i > after
                    and leaf.parent == parent
                    and i not in used
                    and i not in chosen
                    and leaf.key in fields
                    and leaf.text == value
                ),
                None,
            )
            if index is None:
                break
            chosen.append(index)
        else:
            if chosen:
                return chosen
    return None


def taken(
    move: Any, clicks: Sequence[Thing], names: Mapping[str, Sequence[str]]
) -> set[int] | None:
    """The fields of `move` that `clicks` take, or None if the move does not fit them."""
    return _taken(leaves(move), clicks, names)


def _taken(
    found: Sequence[Leaf], clicks: Sequence[Thing], names: Mapping[str, Sequence[str]]
) -> set[int] | None:
    used: set[int] = set()
    after = -1
    for thing in clicks:
        chosen = _take(found, thing, names, used, after)
        if chosen is None:
            return None
        used.update(chosen)
        after = min(chosen)
    return used


@dataclass(frozen=True)
class Choice:
    """A legal move with its fields listed once (a page lists them once per version too)."""

    move: Any
    found: tuple[Leaf, ...]
    texts: frozenset[str]


def choices(moves: Sequence[Any]) -> list[Choice]:
    prepared = []
    for move in moves:
        found = tuple(leaves(move))
        prepared.append(Choice(move, found, frozenset(leaf.text for leaf in found)))
    return prepared


def candidates(
    moves: Sequence[Choice], clicks: Sequence[Thing], names: Mapping[str, Sequence[str]]
) -> list[Any]:
    """The moves that fit every click."""
    values = {value for thing in clicks for _, value in thing}
    return [
        c.move for c in moves if values <= c.texts and _taken(c.found, clicks, names) is not None
    ]


def nameable(move: Any, names: Mapping[str, Sequence[str]]) -> set[int]:
    """The fields of `move` that name a thing a picture can show."""
    keys = {f for fields in names.values() for f in fields} | set(names)
    return {i for i, leaf in enumerate(leaves(move)) if leaf.key in keys}


def clicks_for(
    move: Any, things: Sequence[Thing], names: Mapping[str, Sequence[str]]
) -> list[Thing] | None:
    """Clicks that take every nameable field of `move` (each click the thing whose fields come
    first), or None when some such field names nothing in the picture."""
    wanted = nameable(move, names)
    texts = {leaf.text for leaf in leaves(move)}
    fitting = [t for t in dict.fromkeys(things) if all(value in texts for _, value in t)]
    clicks: list[Thing] = []
    done: set[int] = set()
    while not wanted <= done:
        best: tuple[int, int, Thing] | None = None
        for thing in fitting:
            got = taken(move, [*clicks, thing], names)
            if got is None or not (got - done) & wanted:
                continue
            key = (min(got - done), -len(got - done))
            if best is None or key < best[:2]:
                best = (*key, thing)
        if best is None:
            return None
        clicks.append(best[2])
        done = taken(move, clicks, names) or set()
    return clicks


# -- reading a picture -------------------------------------------------------------------------

SVG = "{http://www.w3.org/2000/svg}"


@dataclass(frozen=True)
class Clickable:
    """What the click rule needs of a picture: each kind's field names and its things."""

    names: dict[str, tuple[str, ...]]
    things: list[Thing]


def kind_of(attribute: str) -> str:
    return attribute.removeprefix("data-").replace("-", "_")


def clickable(svg: str) -> Clickable:
    root = ET.fromstring(svg)
    names: dict[str, tuple[str, ...]] = {}
    for attribute, value in root.attrib.items():
        if attribute.startswith("data-names-"):
            names[kind_of(attribute.removeprefix("data-names-"))] = tuple(value.split())
    things: list[Thing] = []
    for element in root.iter():
        if element is root:
            continue
        thing = tuple((kind_of(a), v) for a, v in element.attrib.items() if a.startswith("data-"))
        if thing:
            things.append(thing)
    return Clickable(names, things)
