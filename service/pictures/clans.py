"""Clans as a picture: the map of 60 fields (docs/rules/clans.md §3) drawn as a schematic of
its real board, with the huts on each field, the villages, the epoch track and the scores.

Each field is a disc in its terrain's tone at the board's own label point, joined to the fields
it borders (a plain line over land, a blue one across a river); lakes lie between fields that
face each other without touching (D2). The huts on a field form a ring around it, one segment
per hut in its clan's colour, with their number in the middle, so both the colours and the
counts read at a glance. Other seats' clans are secret until the end (§12): the picture shows
only the viewer's own (`my_clan`), as the view does."""

from __future__ import annotations

import math
from importlib import resources
from typing import Final

import msgspec

from service.domain.clans.view import ClansView
from service.pictures import style
from service.pictures.scene import Scene
from service.pictures.style import Block, text
from service.pictures.svg import Node, circle, ellipse, group, line, path, rect, title

NAMES = {"field": "field from to"}
"""A field is named by `clans.move`'s `from` and `to` and `clans.choose_village`'s `field`."""


class _Field(msgspec.Struct, frozen=True):
    id: int
    region: int
    terrain: str
    x: float
    y: float


class _Lake(msgspec.Struct, frozen=True):
    x: float
    y: float


class _Border(msgspec.Struct, frozen=True):
    a: int
    b: int
    kind: str


class _Epoch(msgspec.Struct, frozen=True):
    epoch: int
    numeral: str
    chip_numbers: tuple[int, ...]
    favourable: tuple[str, ...]
    unfavourable: tuple[str, ...]
    bonus: int


class _Board(msgspec.Struct, frozen=True):
    colours: tuple[str, ...]
    terrains: tuple[str, ...]
    epochs: tuple[_Epoch, ...]
    fields: tuple[_Field, ...]
    lakes: tuple[_Lake, ...]
    borders: tuple[_Border, ...]


_BOARD: Final = msgspec.json.decode(
    (resources.files("service.domain.clans") / "board.json").read_bytes(), type=_Board
)

MAP_WIDTH = style.WIDTH - 2 * style.MARGIN
_LEFT, _TOP = 36.0, 36.0
"""The smallest label coordinates of the scan the board was traced from."""
_SCALE_X = (MAP_WIDTH - 40) / (max(f.x for f in _BOARD.fields) - _LEFT)
_SCALE_Y = 0.56
"""A little taller than the scan's own ratio: the closest fields stay a disc apart."""
MAP_HEIGHT = round((max(f.y for f in _BOARD.fields) - _TOP) * _SCALE_Y + 40)
FIELD_R = 12.0
RING = 4.5
RIVER = "#3b8fd0"


def _at(x: float, y: float) -> tuple[float, float]:
    return (20 + (x - _LEFT) * _SCALE_X, 20 + (y - _TOP) * _SCALE_Y)


CENTRES: Final = tuple(_at(f.x, f.y) for f in _BOARD.fields)


def _borders() -> list[Node]:
    """The adjacency of the board, drawn once: land borders plain, river borders blue."""
    drawn: list[Node] = []
    for border in _BOARD.borders:
        if border.kind == "lake":
            continue  # facing across a lake is no border (D2)
        (x1, y1), (x2, y2) = CENTRES[border.a], CENTRES[border.b]
        river = border.kind == "river"
        drawn.append(
            line(
                x1,
                y1,
                x2,
                y2,
                stroke=RIVER if river else "#b9aa8a",
                stroke_width=3 if river else 2.5,
                stroke_dasharray="5 3" if river else None,
            )
        )
    return drawn


def _lakes() -> list[Node]:
    return [
        circle(*_at(lake.x, lake.y), 11, fill=style.DEEP_SEA, stroke=RIVER) for lake in _BOARD.lakes
    ]


_BACKDROP: Final = (
    rect(0, 0, MAP_WIDTH, MAP_HEIGHT, rx=10, fill="#f4efe2", stroke=style.RULE),
    *_lakes(),
    *_borders(),
)


def picture(view: ClansView, scene: Scene) -> str:
    """The map, the epoch track and the scores, as `view`'s audience sees them."""
    blocks = [
        Block([*_BACKDROP, *_fields(view)], MAP_HEIGHT),
        _status(view, scene),
        _epochs(view),
        _clans(view),
        _seats(view, scene),
        _legend(view),
    ]
    return style.document(scene, blocks, game="clans", label="Clans", names=NAMES)


# -- the map ------------------------------------------------------------------------------


def _fields(view: ClansView) -> list[Node]:
    villages = {v.field: v for v in view.villages}
    pending = set(view.pending_villages)
    drawn = []
    for field, huts in enumerate(view.fields):
        cx, cy = CENTRES[field]
        terrain = _BOARD.fields[field].terrain
        parts: list[Node] = [title(_tooltip(field, terrain, huts, field in villages))]
        village = villages.get(field)
        if village is not None:
            parts.append(_village_mark(cx, cy))
        if field in pending:
            parts.append(
                circle(
                    cx,
                    cy,
                    FIELD_R + RING + 3,
                    fill="none",
                    stroke=style.HIGHLIGHT,
                    stroke_width=2.5,
                    stroke_dasharray="4 3",
                )
            )
        parts.append(circle(cx, cy, FIELD_R, fill=style.TONES[terrain], stroke="#7d7563"))
        parts.extend(_hut_ring(cx, cy, huts))
        total = sum(huts.values())
        if total:
            parts.append(
                text(cx, cy + 5, str(total), size=style.SMALL, anchor="middle", weight="bold")
            )
        if village is not None:
            parts.append(_chip_badge(cx, cy, village.chip))
        drawn.append(group(parts, data_field=field))
    return drawn


def _tooltip(field: int, terrain: str, huts: dict[str, int], village: bool) -> str:
    counts = ", ".join(f"{colour} {n}" for colour, n in huts.items()) or "no huts"
    return f"Field {field} · {terrain}{' · village' if village else ''} · {counts}"


def _hut_ring(cx: float, cy: float, huts: dict[str, int]) -> list[Node]:
    """One segment per hut around the field, in canonical colour order."""
    colours = [colour for colour, n in huts.items() for _ in range(n)]
    if not colours:
        return []
    inner, outer = FIELD_R, FIELD_R + RING
    if len(colours) == 1:
        fill = style.colour(colours[0]).fill
        return [circle(cx, cy, (inner + outer) / 2, fill="none", stroke=fill, stroke_width=RING)]
    step = 2 * math.pi / len(colours)
    gap = min(0.12, step / 4)
    segments = []
    for i, colour in enumerate(colours):
        start = -math.pi / 2 + i * step + gap / 2
        segments.append(
            path(
                _sector(cx, cy, inner, outer, start, start + step - gap),
                fill=style.colour(colour).fill,
                stroke="#333333",
                stroke_width=0.5,
            )
        )
    return segments


def _sector(cx: float, cy: float, inner: float, outer: float, start: float, end: float) -> str:
    """An annulus' sector from angle `start` to `end` (radians, clockwise on screen)."""

    def at(r: float, angle: float) -> str:
        return f"{cx + r * math.cos(angle):.2f} {cy + r * math.sin(angle):.2f}"

    large = 1 if end - start > math.pi else 0
    return (
        f"M{at(outer, start)} A{outer} {outer} 0 {large} 1 {at(outer, end)} "
        f"L{at(inner, end)} A{inner} {inner} 0 {large} 0 {at(inner, start)} Z"
    )


def _village_mark(cx: float, cy: float) -> Node:
    r = FIELD_R + RING + 2
    return rect(
        cx - r, cy - r, 2 * r, 2 * r, rx=4, fill="#ffffff", stroke=style.INK, stroke_width=2
    )


def _chip_badge(cx: float, cy: float, chip: int) -> Node:
    x, y = cx + FIELD_R, cy - FIELD_R - 14
    return group(
        [
            rect(x - 2, y, 22, 17, rx=3, fill=style.INK),
            text(x + 9, y + 13, str(chip), size=style.SMALL, anchor="middle", fill="#ffffff"),
        ]
    )


# -- the track and the tables -------------------------------------------------------------


def _status(view: ClansView, scene: Scene) -> Block:
    active = style.seat_name(scene, view.active_seat)
    match view.phase:
        case "move":
            said = f"{active} to move: all the huts of one field onto a neighbouring field."
        case "choose_village":
            said = f"{active} chooses which of the marked villages is founded next."
        case "over":
            said = _result(view, scene)
        case _:
            said = "The game has not started."
    if view.my_clan is not None and view.phase != "over":
        said += f" Your clan is {view.my_clan}."
    return style.paragraph(said)


def _result(view: ClansView, scene: Scene) -> str:
    if view.outcome is None:
        return "The game is over."
    winners = [style.seat_name(scene, s.seat) for s in view.outcome.seats if s.won]
    reason = "the twelfth village" if view.outcome.reason == "twelfth_village" else "no legal move"
    return f"Game over ({reason}): {' and '.join(winners)} won."


def _epochs(view: ClansView) -> Block:
    """The village chips 1–12 in their epochs; chips taken are filled (§2, D9)."""
    nodes: list[Node] = [text(0, 16, "Epochs", size=style.BODY, weight="bold")]
    x = 0.0
    for epoch in _BOARD.epochs:
        current = view.current_epoch == epoch.epoch
        width = len(epoch.chip_numbers) * 24 + 4
        if current:
            nodes.append(
                rect(
                    x - 3,
                    22,
                    width + 2,
                    48,
                    rx=4,
                    fill=style.PANEL,
                    stroke=style.HIGHLIGHT,
                    stroke_width=2,
                )
            )
        nodes.append(
            text(
                x + width / 2 - 2,
                38,
                epoch.numeral,
                size=style.SMALL,
                anchor="middle",
                weight="bold" if current else None,
            )
        )
        for i, chip in enumerate(epoch.chip_numbers):
            taken = chip <= view.chips_taken
            cx = x + 12 + i * 24
            nodes.append(
                circle(cx, 55, 10, fill=style.INK if taken else "#ffffff", stroke=style.INK)
            )
            nodes.append(
                text(
                    cx,
                    60,
                    str(chip),
                    size=style.SMALL,
                    anchor="middle",
                    fill="#ffffff" if taken else style.INK,
                )
            )
        x += width + 8
    nodes.extend(_epoch_effect(view, x))
    return Block(nodes, 100)


def _epoch_effect(view: ClansView, x: float) -> list[Node]:
    if view.current_epoch is None:
        return []
    epoch = _BOARD.epochs[view.current_epoch - 1]
    good = ", ".join(epoch.favourable) if len(epoch.favourable) < 4 else "every terrain"
    bad = ", ".join(epoch.unfavourable) or "none"
    return [
        text(0, 88, f"Now: + {good} (bonus {epoch.bonus}); − {bad} (destroyed)", size=style.SMALL)
    ]


def _clans(view: ClansView) -> Block:
    """The village points of all five clans (public: only who holds which is secret)."""
    nodes: list[Node] = [text(0, 16, "Clans' village points", size=style.BODY, weight="bold")]
    for i, (colour, points) in enumerate(view.scores.items()):
        x = i * 90
        mine = colour == view.my_clan
        nodes.append(style.token(x + 13, 40, 12, colour, mark=mine))
        nodes.append(text(x + 30, 46, str(points), size=style.BODY, weight="bold"))
        gone = view.removed.get(colour, 0)
        if gone:
            nodes.append(text(x, 70, f"−{gone} huts", size=style.SMALL, fill=style.MUTED))
        if mine:
            nodes.append(text(x, 90, "yours", size=style.SMALL, weight="bold"))
    return Block(nodes, 94 if view.my_clan is not None else 76)


def _seats(view: ClansView, scene: Scene) -> Block:
    over = view.outcome is not None
    header = ["Seat", "Chips", *(["Clan", "Points", "Total", "Rank"] if over else [])]
    rows = [header]
    marked = [False]
    for seat in range(view.players):
        name = style.seat_name(scene, seat)
        turn = "▶ " if view.phase in ("move", "choose_village") and seat == view.active_seat else ""
        row = [f"{turn}{name}", str(view.chips[seat])]
        if view.outcome is not None:
            result = view.outcome.seats[seat]
            row += [result.clan, str(result.village_points), str(result.total), str(result.rank)]
        rows.append(row)
        marked.append(seat == view.seat)
    widths = [190, 60, 70, 60, 50] if over else [190, 60]
    table = style.table(rows, widths, marked=marked)
    return Block(
        [text(0, 16, "Seats", weight="bold"), group(table.nodes, transform="translate(0 22)")],
        table.height + 22,
    )


def _legend(view: ClansView) -> Block:
    entries: list[tuple[Node, str]] = [
        (style.swatch(style.TONES[t], round_=True), t) for t in _BOARD.terrains
    ]
    entries += [
        (line(0, 8, 16, 8, stroke="#b9aa8a", stroke_width=2.5), "border"),
        (line(0, 8, 16, 8, stroke=RIVER, stroke_width=3, stroke_dasharray="5 3"), "river"),
        (ellipse(8, 8, 8, 6, fill=style.DEEP_SEA, opacity=0.7), "lake"),
        (rect(1, 1, 14, 14, rx=3, fill="#ffffff", stroke=style.INK, stroke_width=2), "village"),
        (
            circle(8, 8, 7, fill="none", stroke=style.INK, stroke_dasharray="3 2"),
            "village to found",
        ),
    ]
    entries += [(style.swatch(style.colour(c).fill), c) for c in _BOARD.colours]
    return style.legend(entries)
