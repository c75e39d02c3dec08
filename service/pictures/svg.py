"""A small SVG writer: elements as values, rendered to one deterministic, inert string.

Inert by construction: only the drawing elements listed in `ELEMENTS` can be made (no script,
no foreignObject, no image, no link, no `use`), no `id`, `href` or `style` attribute is
accepted (a page may hold several pictures, and nothing may point outside one), and every
text and attribute value is XML-escaped, with characters XML 1.0 cannot carry replaced."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

Value = str | int | float | bool
"""An attribute value: numbers are written with at most two decimals, booleans as JSON does."""

ELEMENTS = frozenset(
    {
        "svg",
        "g",
        "title",
        "desc",
        "rect",
        "circle",
        "ellipse",
        "line",
        "polyline",
        "polygon",
        "path",
        "text",
        "tspan",
    }
)
FORBIDDEN_ATTRIBUTES = frozenset({"id", "href", "xlink:href", "style", "src"})
_ATTRIBUTE = re.compile(r"^[a-zA-Z][a-zA-Z0-9_:-]*$")
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


class Node:
    """One element: its tag, attributes (in the order given) and children."""

    __slots__ = ("attributes", "children", "tag")

    def __init__(
        self,
        tag: str,
        attributes: Mapping[str, Value | None] | None = None,
        children: Iterable[Node | str] = (),
    ) -> None:
        if tag not in ELEMENTS:
            raise ValueError(f"<{tag}> is not a drawing element")
        kept: dict[str, Value] = {}
        for name, value in (attributes or {}).items():
            if name in FORBIDDEN_ATTRIBUTES or name.startswith("on") or not _ATTRIBUTE.match(name):
                raise ValueError(f"attribute {name!r} is not allowed in a picture")
            if value is not None:
                kept[name] = value
        self.tag = tag
        self.attributes = kept
        self.children: list[Node | str] = list(children)

    def add(self, *children: Node | str) -> Node:
        self.children.extend(children)
        return self


def render(root: Node) -> str:
    """The document: an XML declaration-free SVG string (UTF-8 when encoded)."""
    out: list[str] = []
    _write(root, out)
    return "".join(out)


def _write(node: Node, out: list[str]) -> None:
    out.append("<" + node.tag)
    for name, value in node.attributes.items():
        out.append(f' {name}="{_attribute(value)}"')
    if not node.children:
        out.append("/>")
        return
    out.append(">")
    for child in node.children:
        if isinstance(child, Node):
            _write(child, out)
        else:
            out.append(escape(child))
    out.append(f"</{node.tag}>")


def escape(text: str) -> str:
    """Text as XML character data: markup characters escaped, non-XML characters replaced."""
    text = _NOT_XML.sub("\ufffd", text)
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _attribute(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return number(value)
    return escape(value).replace('"', "&quot;").replace("'", "&apos;")


def number(value: float) -> str:
    """At most two decimals, no trailing zeros, never `-0`."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def points(coordinates: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in coordinates)


# -- shapes ------------------------------------------------------------------------------------


def group(children: Iterable[Node | str] = (), **attributes: Value | None) -> Node:
    """A `<g>`; attribute names use `_` for `-` (`data_field=3` is `data-field="3"`)."""
    return Node("g", _named(attributes), children)


def rect(x: float, y: float, width: float, height: float, **attributes: Value | None) -> Node:
    return Node("rect", {"x": x, "y": y, "width": width, "height": height, **_named(attributes)})


def circle(cx: float, cy: float, r: float, **attributes: Value | None) -> Node:
    return Node("circle", {"cx": cx, "cy": cy, "r": r, **_named(attributes)})


def ellipse(cx: float, cy: float, rx: float, ry: float, **attributes: Value | None) -> Node:
    return Node("ellipse", {"cx": cx, "cy": cy, "rx": rx, "ry": ry, **_named(attributes)})


def line(x1: float, y1: float, x2: float, y2: float, **attributes: Value | None) -> Node:
    return Node("line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, **_named(attributes)})


def polygon(corners: Sequence[tuple[float, float]], **attributes: Value | None) -> Node:
    return Node("polygon", {"points": points(corners), **_named(attributes)})


def polyline(corners: Sequence[tuple[float, float]], **attributes: Value | None) -> Node:
    return Node("polyline", {"points": points(corners), **_named(attributes)})


def path(d: str, **attributes: Value | None) -> Node:
    return Node("path", {"d": d, **_named(attributes)})


def title(text: str) -> Node:
    """A tooltip for its parent element (what a pointer over it shows)."""
    return Node("title", {}, [text])


def _named(attributes: Mapping[str, Value | None]) -> dict[str, Value | None]:
    return {name.replace("_", "-"): value for name, value in attributes.items()}
