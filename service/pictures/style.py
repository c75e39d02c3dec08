"""One drawing style for every game: the canvas, palette, fonts and the widgets the five
pictures share (header, seat rows, cards and their backs, tokens, legend, vertical layout).

Sizes are in the picture's own units on a canvas `WIDTH` wide; a page shows it at any width.
Text is never smaller than `SMALL`, which is 10 CSS px when the picture is shown 360 px wide.
Seat and piece colours are the Okabe–Ito palette, which people with the common colour-vision
deficiencies tell apart, and every coloured piece also carries its colour's letter."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from service.pictures.scene import Scene
from service.pictures.svg import Node, Value, group, rect, render, title
from service.pictures.svg import circle as disc

WIDTH = 480
MARGIN = 12
GAP = 10
SMALL = 14
"""The smallest text: WIDTH / 36 units rounded up, 10 CSS px at 360 px wide."""
BODY = 16
LARGE = 20
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
CHAR = 0.56
"""Average width of a character, in font sizes (for layout: no font metrics here)."""

PAPER = "#fbfaf6"
INK = "#222222"
MUTED = "#6b6b6b"
RULE = "#c8c8c8"
PANEL = "#f0eee7"
HIGHLIGHT = "#000000"
"""Outline of what concerns the viewer (their own pieces, the seat to move)."""
SEA = "#cde3f1"
DEEP_SEA = "#9cc6e4"
ICE = "#ffffff"
SNOW = "#eef4f8"
LAND = "#e6dcc3"
CARD = "#ffffff"
CARD_BACK = "#5b6770"


@dataclass(frozen=True)
class Colour:
    """A game's named colour as drawn: fill, the ink readable on it, and its letter."""

    fill: str
    ink: str
    letter: str


COLOURS: dict[str, Colour] = {
    # Okabe & Ito (2008), "Color Universal Design": distinct for protan, deutan and tritan eyes.
    "red": Colour("#d55e00", "#ffffff", "R"),
    "yellow": Colour("#f0e442", "#222222", "Y"),
    "green": Colour("#009e73", "#ffffff", "G"),
    "blue": Colour("#0072b2", "#ffffff", "B"),
    "black": Colour("#222222", "#ffffff", "K"),
    "purple": Colour("#cc79a7", "#222222", "P"),
    "white": Colour("#ffffff", "#222222", "W"),
    "orange": Colour("#e69f00", "#222222", "O"),
    "sky": Colour("#56b4e9", "#222222", "S"),
}
SEAT_COLOURS = ("blue", "orange", "green", "purple", "sky")
"""For games whose seats have no colour of their own (or whose colours are secret)."""

TONES: dict[str, str] = {
    # Terrain and material tones, light enough for pieces and text drawn over them.
    "steppe": "#ecdca0",
    "grassland": "#bcdc9c",
    "forest": "#7fb27a",
    "mountain": "#bfb3a6",
    "tundra": "#d8e2d2",
    "hills": "#d9c79b",
    "swamp": "#a9c4b4",
    "lake": DEEP_SEA,
    "sea": SEA,
    "land": LAND,
    "ice": ICE,
    "glacier": "#dfe9f3",
    "gold": "#e9c46a",
    "stone": "#9a9a9a",
    "fire": "#e76f51",
}


def colour(name: str) -> Colour:
    """A named colour of a game; an unknown name is drawn grey with its initial."""
    return COLOURS.get(name, Colour("#999999", "#ffffff", name[:1].upper() or "?"))


def seat_colour(seat: int) -> Colour:
    return COLOURS[SEAT_COLOURS[seat % len(SEAT_COLOURS)]]


# -- text ----------------------------------------------------------------------------------


def text(
    x: float,
    y: float,
    content: str,
    *,
    size: int = BODY,
    anchor: str = "start",
    weight: str | None = None,
    fill: str = INK,
    **attributes: Value | None,
) -> Node:
    """One line of text with its baseline at y."""
    if size < SMALL:
        raise ValueError(f"text of size {size} is not readable at 360 px wide")
    return Node(
        "text",
        {
            "x": x,
            "y": y,
            "font-size": size,
            "text-anchor": anchor if anchor != "start" else None,
            "font-weight": weight,
            "fill": fill,
            **{k.replace("_", "-"): v for k, v in attributes.items()},
        },
        [content],
    )


def text_width(content: str, size: int = BODY) -> float:
    return len(content) * size * CHAR


def wrap(content: str, width: float, size: int = BODY) -> list[str]:
    """`content` broken at spaces into lines no wider than `width` (a long word stays whole)."""
    per_line = max(1, int(width / (size * CHAR)))
    lines: list[str] = []
    current = ""
    for word in content.split():
        candidate = f"{current} {word}" if current else word
        if len(candidate) <= per_line or not current:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines or [""]


def paragraph(content: str, *, size: int = BODY, fill: str = INK, width: float = 0) -> Block:
    """Wrapped text as a block of the column's width."""
    width = width or WIDTH - 2 * MARGIN
    lines = wrap(content, width, size)
    step = size * 1.3
    nodes = [text(0, size + i * step, t, size=size, fill=fill) for i, t in enumerate(lines)]
    return Block(nodes, step * len(lines) + size * 0.3)


# -- names of seats --------------------------------------------------------------------------


def seat_name(scene: Scene, seat: int) -> str:
    """The seat's player name, else `seat N` (0-based, as the API numbers seats)."""
    names = scene.names
    name = names[seat] if 0 <= seat < len(names) else None
    return name if name else f"seat {seat}"


def clock_time(moment: str) -> str:
    """An RFC 3339 time as a person reads it on a picture: `19:18:20 UTC` (a picture is drawn
    once, so it can only say when, not how long is left)."""
    date, _, rest = moment.partition("T")
    return f"{rest[:8]} UTC" if len(rest) >= 8 and date else moment


def audience_line(scene: Scene) -> str:
    if scene.audience is None:
        return "Spectator's view"
    return f"Seen by {seat_name(scene, scene.audience)} (seat {scene.audience})"


# -- layout ----------------------------------------------------------------------------------


@dataclass
class Block:
    """Nodes drawn from y = 0 down to `height`, from x = 0 (the column's left edge)."""

    nodes: list[Node] = field(default_factory=list)
    height: float = 0.0


def stack(blocks: Iterable[Block], *, gap: float = GAP, top: float = MARGIN) -> Block:
    """The blocks one below the other inside the margins."""
    nodes: list[Node] = []
    y = top
    for block in blocks:
        if not block.nodes:
            continue
        nodes.append(group(block.nodes, transform=f"translate({MARGIN} {y:g})"))
        y += block.height + gap
    return Block(nodes, y - gap + MARGIN)


def heading(content: str) -> Block:
    """A section's heading inside the column."""
    return Block([text(0, LARGE - 4, content, size=BODY, weight="bold")], LARGE)


def document(
    scene: Scene,
    blocks: Sequence[Block],
    *,
    game: str,
    label: str,
    names: dict[str, str] | None = None,
) -> str:
    """The whole picture: a header (game, version, audience), then `blocks` one below the
    other. `names` says, per kind of clickable thing (`data-<kind>`), the command fields that
    name it (the click rule of docs/frontend.md); `label` is the picture's accessible name."""
    body = stack([header(scene, label), *blocks])
    attributes: dict[str, Value | None] = {
        "xmlns": "http://www.w3.org/2000/svg",
        "viewBox": f"0 0 {WIDTH} {round(body.height)}",
        "width": WIDTH,
        "height": round(body.height),
        "role": "img",
        "aria-label": f"{label}, version {scene.version}, {audience_line(scene).lower()}",
        "font-family": FONT,
        "font-size": BODY,
        "data-game": game,
        "data-version": scene.version,
        "data-audience": "spectator" if scene.audience is None else scene.audience,
    }
    for kind, fields in sorted((names or {}).items()):
        attributes[f"data-names-{kind.replace('_', '-')}"] = fields
    root = Node("svg", attributes)
    root.add(title(f"{label} — version {scene.version}"))
    root.add(rect(0, 0, WIDTH, round(body.height), fill=PAPER))
    root.add(*body.nodes)
    return render(root)


def header(scene: Scene, label: str) -> Block:
    nodes = [
        text(0, LARGE, label, size=LARGE, weight="bold"),
        text(WIDTH - 2 * MARGIN, LARGE, f"version {scene.version}", size=SMALL, anchor="end"),
        text(0, LARGE + 20, audience_line(scene), size=SMALL, fill=MUTED),
    ]
    return Block(nodes, LARGE + 24)


# -- pieces ----------------------------------------------------------------------------------


def token(
    cx: float,
    cy: float,
    r: float,
    colour_name: str,
    *,
    count: int | None = None,
    mark: bool = False,
) -> Node:
    """A round piece of a named colour with its letter (or a count) on it; `mark` outlines it
    thickly (the viewer's own)."""
    c = colour(colour_name)
    label = c.letter if count is None else str(count)
    size = max(SMALL, round(r * 1.1))
    return group(
        [
            disc(
                cx,
                cy,
                r,
                fill=c.fill,
                stroke=HIGHLIGHT if mark else INK,
                stroke_width=3 if mark else 1,
            ),
            text(
                cx, cy + size * 0.36, label, size=size, anchor="middle", fill=c.ink, weight="bold"
            ),
        ]
    )


def card(
    x: float,
    y: float,
    width: float,
    height: float,
    lines: Sequence[str],
    *,
    fill: str = CARD,
    ink: str = INK,
    mark: bool = False,
    **attributes: Value | None,
) -> Node:
    """A face-up card with a few lines of text; `attributes` (e.g. `data_card="c12"`) make it
    clickable."""
    nodes: list[Node] = [
        rect(
            0,
            0,
            width,
            height,
            rx=5,
            fill=fill,
            stroke=HIGHLIGHT if mark else INK,
            stroke_width=3 if mark else 1,
        ),
    ]
    for i, content in enumerate(lines):
        nodes.append(
            text(
                width / 2,
                SMALL + 4 + i * (SMALL + 2),
                content,
                size=SMALL,
                anchor="middle",
                fill=ink,
            )
        )
    return group(nodes, transform=f"translate({x:g} {y:g})", **attributes)


def card_back(
    x: float,
    y: float,
    width: float,
    height: float,
    count: int | None = None,
    *,
    fill: str = CARD_BACK,
    ink: str = "#ffffff",
) -> Node:
    """A face-down card (or stack of `count`): what it is stays hidden, only how many show.
    `fill` and `ink` give a game's second kind of back (e.g. light and dark decks)."""
    nodes: list[Node] = [
        rect(0, 0, width, height, rx=5, fill=fill, stroke=INK),
        rect(4, 4, width - 8, height - 8, rx=3, fill="none", stroke=ink, stroke_dasharray="3 3"),
    ]
    if count is not None:
        nodes.append(
            text(
                width / 2,
                height / 2 + SMALL * 0.36,
                f"×{count}",
                size=SMALL,
                anchor="middle",
                fill=ink,
                weight="bold",
            )
        )
    return group(nodes, transform=f"translate({x:g} {y:g})")


def legend(entries: Sequence[tuple[Node, str]]) -> Block:
    """Swatches with their meaning, wrapped over lines; each swatch is drawn in a 16 × 16 box
    at the origin (the legend moves it)."""
    nodes: list[Node] = []
    x = y = 0.0
    width = WIDTH - 2 * MARGIN
    for swatch, meaning in entries:
        advance = 22 + text_width(meaning, SMALL) + 14
        if x > 0 and x + advance > width:
            x, y = 0.0, y + 22
        nodes.append(group([swatch], transform=f"translate({x:g} {y:g})"))
        nodes.append(text(x + 22, y + 13, meaning, size=SMALL))
        x += advance
    return Block(nodes, y + 20)


def swatch(fill: str, *, round_: bool = False, stroke: str = INK) -> Node:
    """A legend's 16 × 16 sample of a fill."""
    if round_:
        return disc(8, 8, 7, fill=fill, stroke=stroke)
    return rect(0, 0, 16, 16, rx=2, fill=fill, stroke=stroke)


def table(
    rows: Sequence[Sequence[str]],
    widths: Sequence[float],
    *,
    bold_first: bool = True,
    marked: Sequence[bool] = (),
) -> Block:
    """Rows of short texts in columns (`widths` in units); a marked row is drawn on a panel."""
    nodes: list[Node] = []
    step = SMALL + 8
    for r, row in enumerate(rows):
        y = r * step
        if r < len(marked) and marked[r]:
            nodes.append(rect(-4, y + 2, sum(widths) + 4, step, rx=3, fill=PANEL))
        x = 0.0
        for c, content in enumerate(row):
            weight = "bold" if bold_first and r == 0 else None
            nodes.append(text(x, y + SMALL + 4, content, size=SMALL, weight=weight))
            x += widths[c] if c < len(widths) else 0
    return Block(nodes, len(rows) * step + 4)
