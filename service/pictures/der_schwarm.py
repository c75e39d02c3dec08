"""Der Schwarm as a picture: the 9 × 9 board of docs/rules/der_schwarm.md §3 (a reconstruction,
D1–D3) with its tiles, buoys, stations, ships and hazards, then the open action, the card row,
the score track, one panel per seat and a legend.

Only the view is drawn: face-down tiles are plain backs (nobody knows them, §15), the blue deck
is a count, and with hidden hands another seat's hand is backs with its count (§14.3).

What a command names can be clicked (docs/frontend.md §5): land and sea fields (`field`, also
a crab's `place` and a tile's `buoy_source`), a ship step's arrow (`from_field` and `to_field`
at once), the row's positions (`index`), order cards (`number`), ability cards (`ability`),
hand cards (`card`), tiles in supply (`tile`), whales and tsunamis (`whale`, `tsunami`, `new`
for one in supply) and the tsunami's compass (`direction`). Two things stand for a null: the
crab on the board is `place` null (it is moved, not placed) and the actor's buoy supply is
`buoy_source` null (the buoy comes from the supply, §8.3.5)."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Sequence
from typing import Final

from service.domain.der_schwarm import data
from service.domain.der_schwarm.view import DerSchwarmView, SeaField, SeatView
from service.pictures import style
from service.pictures.scene import Scene
from service.pictures.style import INK, MUTED, SMALL, Block, text
from service.pictures.svg import Node, circle, ellipse, group, line, path, polygon, rect, title

NAMES: Final = {
    "field": "field place buoy_source",
    "from_field": "from_field",
    "to_field": "to_field",
    "place": "place",
    "buoy_source": "buoy_source",
    "index": "index",
    "number": "number",
    "ability": "ability",
    "card": "card",
    "tile": "tile",
    "whale": "whale",
    "tsunami": "tsunami",
    "direction": "direction",
}
"""Which command fields name each kind of thing (docs/rules/der_schwarm.md §17.1). Unnamed,
so the page lists the few moves they leave: a tile's `sides`, the hazards' `steps`, and a
whale's `path` (a list of any length: clicking its fields could never tell a path from its
longer continuations)."""

COLUMN: Final = style.WIDTH - 2 * style.MARGIN
CELL: Final = 50
BOARD: Final = CELL * data.WIDTH
LEFT: Final = (COLUMN - BOARD) / 2

TILE: Final = "#fbf6e4"
GOLD: Final = style.TONES["gold"]
CHANNEL: Final = "#21707a"
"""The swarm's paths on a face-up tile."""
QUEEN_FILL: Final = "#e6d6ef"
QUEEN_INK: Final = "#7a4b94"
WHALE: Final = "#34506e"
TSUNAMI: Final = "#0b84a5"
CRAB: Final = "#a0522d"
LAND_EDGE: Final = "#b9aa8a"
CARD_FILL: Final = {"light": "#fbf3dc", "blue": "#cfe2f3", "green": "#cfead7"}

PHASE: Final = {"setup": "setup", "buying": "phase 1, buying", "playing": "phase 2, playing"}
ORDER_FILL: Final = "#e4dced"
ABILITY_FILL: Final = "#f3e6f8"
UNDER: Final = "#c9bf9f"
"""The edge of the covered tile under a stack."""
CARD_W: Final = 84
CARD_H: Final = 42
PER_LINE: Final = 5
ARM: Final = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
SHAPE_SIDES: Final = {
    "straight": ("N", "S"),
    "corner": ("N", "E"),
    "tee": ("N", "E", "S"),
    "cross": ("N", "E", "S", "W"),
}
"""A tile in supply is drawn in one rotation; it is turned when placed (§5)."""

ACTION_WORD: Final = {
    "station": "Station",
    "ship": "Ship",
    "researcher": "Researcher",
    "whale": "Whale",
    "tsunami": "Tsunami",
    "crab": "Crab",
    "ship_and_researcher": "Ship + Res.",
}
ABILITY_LINES: Final = {
    "A-FAST-SHIP": ("Fast", "Ship"),
    "A-PROTECTION": ("Protection",),
    "A-GOLDEN-TILE": ("Golden", "Tile"),
    "A-BRILLIANT": ("Brilliant", "Researcher"),
}
ABILITY_NAME: Final = {
    "A-FAST-SHIP": "Fast Ship",
    "A-PROTECTION": "Protection",
    "A-GOLDEN-TILE": "Golden Swarm Tile",
    "A-BRILLIANT": "Brilliant Researcher",
}
JOKER_STATE: Final = {"available": "joker ready", "used": "joker used", "passed": "passed"}
PLACE: Final = ("1st", "2nd", "3rd", "4th")


def _at(field: str) -> tuple[int, int]:
    x, y = field.split(",")
    return int(x), int(y)


ORIGIN: Final = {f: (LEFT + _at(f)[0] * CELL, _at(f)[1] * CELL) for f in data.KIND}


def picture(view: DerSchwarmView, scene: Scene) -> str:
    """The board and its supply, the round and the open decision, the row, the score track,
    the seats and a legend."""
    blocks = [
        Block(_board(view, _viewer_colour(view, scene)), BOARD),
        _beside_board(view),
        _status(view, scene),
        _action(view, scene),
        _row(view),
        _track(view, scene),
        *(_seat(view, scene, s) for s in view.seats),
        _legend(),
    ]
    return style.document(scene, blocks, game="der_schwarm", label="Der Schwarm", names=NAMES)


def _viewer_colour(view: DerSchwarmView, scene: Scene) -> str | None:
    if scene.audience is None or not 0 <= scene.audience < len(view.colours):
        return None
    return view.colours[scene.audience]


# -- pieces --------------------------------------------------------------------------------
# Pieces are lists of nodes rather than groups: a picture holds hundreds of them, and every
# element costs rendering time (the 5 ms budget).


def _field_name(field: str) -> str:
    """A land field by its name (N3), the queen as such, other fields by their coordinates."""
    if field in data.LAND_NAME:
        return data.LAND_NAME[field]
    if field == data.QUEEN:
        return "the queen field"
    return f"({field})"


@functools.cache
def _tile_face(
    x: float, y: float, size: float, sides: tuple[str, ...], golden: bool
) -> tuple[Node, ...]:
    """A face-up tile: its connection sides as paths from its middle to its edges (§5). Square
    caps close the junction; each arm stops half a stroke short of the edge to end on it."""
    width = round(size * 0.17)
    half = size / 2
    reach = half - width / 2
    cx, cy = x + half, y + half
    arms = "".join(f"M{cx:g} {cy:g}l{ARM[s][0] * reach:g} {ARM[s][1] * reach:g}" for s in sides)
    return (
        rect(x, y, size, size, rx=3, fill=GOLD if golden else TILE, stroke=INK),
        path(arms, stroke=CHANNEL, stroke_width=width, stroke_linecap="square"),
    )


def _disc(cx: float, cy: float, r: float, colour_name: str, *, mark: bool = False) -> list[Node]:
    """The kit's token (`style.token`) as two nodes: a disc of the colour with its letter."""
    c = style.colour(colour_name)
    return [
        circle(cx, cy, r, fill=c.fill, stroke=INK, stroke_width=3 if mark else 1),
        text(cx, cy + 5, c.letter, size=SMALL, anchor="middle", fill=c.ink, weight="bold"),
    ]


def _ship(
    cx: float, cy: float, colour_name: str, count: int = 1, *, mark: bool = False
) -> list[Node]:
    """A hull in the seat's colour with its letter (or how many of its ships share the field)."""
    c = style.colour(colour_name)
    hull = [(cx - 12, cy - 7), (cx + 12, cy - 7), (cx + 8, cy + 7), (cx - 8, cy + 7)]
    label = c.letter if count == 1 else str(count)
    return [
        polygon(hull, fill=c.fill, stroke=INK, stroke_width=3 if mark else 1),
        text(cx, cy + 5, label, size=SMALL, anchor="middle", fill=c.ink, weight="bold"),
    ]


def _station(cx: float, cy: float, colour_name: str, *, mark: bool = False) -> list[Node]:
    """A house in the seat's colour with its letter; `cy` is the middle of its wall."""
    c = style.colour(colour_name)
    house = [
        (cx - 11, cy + 9),
        (cx + 11, cy + 9),
        (cx + 11, cy - 3),
        (cx, cy - 12),
        (cx - 11, cy - 3),
    ]
    return [
        polygon(house, fill=c.fill, stroke=INK, stroke_width=3 if mark else 1),
        text(cx, cy + 7, c.letter, size=SMALL, anchor="middle", fill=c.ink, weight="bold"),
    ]


def _badge(cx: float, cy: float, count: int) -> list[Node]:
    """A white disc with a number: the researchers on a station."""
    return [
        circle(cx, cy, 8, fill="#ffffff", stroke=INK),
        text(cx, cy + 5, str(count), size=SMALL, anchor="middle", weight="bold"),
    ]


def _researcher(cx: float, cy: float, colour_name: str) -> list[Node]:
    """A head and a body in the seat's colour, from cy - 8.5 to cy + 7."""
    fill = style.colour(colour_name).fill
    head = f"M{cx - 3.5:g} {cy - 5:g}a3.5 3.5 0 1 1 7 0a3.5 3.5 0 1 1 -7 0Z"
    return [path(f"{head}M{cx - 3:g} {cy - 1:g}h6l3 8h-12Z", fill=fill, stroke=INK)]


def _whale(cx: float, cy: float, number: str) -> list[Node]:
    body = f"M{cx - 12:g} {cy:g}a11 8 0 0 1 20 -4l7 -5v18l-7 -5a11 8 0 0 1 -20 -4Z"
    return [
        path(body, fill=WHALE, stroke="#ffffff"),
        text(cx - 2, cy + 5, number, size=SMALL, anchor="middle", fill="#ffffff", weight="bold"),
    ]


def _tsunami(cx: float, cy: float, number: str) -> list[Node]:
    crest = (
        f"M{cx - 13:g} {cy + 8:g}C{cx - 11:g} {cy - 6:g} {cx - 2:g} {cy - 11:g} {cx + 8:g} "
        f"{cy - 9:g}C{cx + 14:g} {cy - 7:g} {cx + 13:g} {cy - 1:g} {cx + 8:g} {cy - 2:g}"
        f"C{cx + 5:g} {cy + 1:g} {cx + 8:g} {cy + 6:g} {cx + 13:g} {cy + 8:g}Z"
    )
    return [
        path(crest, fill=TSUNAMI, stroke="#ffffff"),
        text(cx - 3, cy + 6, number, size=SMALL, anchor="middle", fill="#ffffff", weight="bold"),
    ]


def _crab(cx: float, cy: float) -> list[Node]:
    legs = "".join(
        f"M{cx + side * 6:g} {cy + dy:g}l{side * 6:g} {dy / 2 + 2:g}"
        for side in (-1, 1)
        for dy in (-3, 0, 3)
    )
    claws = f"M{cx - 6:g} {cy - 4:g}l-4 -6M{cx + 6:g} {cy - 4:g}l4 -6"
    return [
        path(legs + claws, stroke=CRAB, stroke_width=2),
        ellipse(cx, cy, 8, 6, fill=CRAB, stroke="#ffffff"),
    ]


def _hazard(hazard: str, cx: float, cy: float, *, on_board: bool) -> Node:
    """A hazard figure, named as its commands name it: whales and tsunamis by id ("new" for one
    in supply, D58), the crab on the board by a null `place` (only a crab in supply is placed,
    §9.4)."""
    kind, _, number = hazard.partition("-")
    clicks: dict[str, str | None] = {}
    if kind == "whale":
        nodes = _whale(cx, cy, number)
        clicks["data_whale"] = hazard if on_board else "new"
    elif kind == "tsunami":
        nodes = _tsunami(cx, cy, number)
        clicks["data_tsunami"] = hazard if on_board else "new"
    else:
        nodes = _crab(cx, cy)
        clicks["data_place"] = "null" if on_board else None
    label = f"{kind.capitalize()} {number}".strip()
    return group([title(label), *nodes], **clicks)


# -- the board -----------------------------------------------------------------------------


def _translate(field: str) -> str:
    x, y = ORIGIN[field]
    return f"translate({x:g} {y:g})"


def _land_static(field: str) -> list[Node]:
    nodes = [
        rect(0, 0, CELL, CELL, fill=style.LAND, stroke=LAND_EDGE),
        text(4, 16, data.LAND_NAME[field], size=SMALL),
        text(CELL - 4, 16, str(data.LAND_VALUE[field]), size=SMALL, anchor="end", fill=MUTED),
    ]
    if field in data.START_FIELDS:
        nodes.append(circle(29, 35, 13, fill=START, stroke="#6f6350", stroke_width=2))
    return nodes


def _static() -> list[Node]:
    """What never changes: the sea, the compass on the off-board corner (D1), the queen."""
    crown = [(13, 33), (37, 33), (39, 17), (31, 25), (25, 13), (19, 25), (11, 17)]
    qx, qy = ORIGIN[data.QUEEN]
    return [
        rect(LEFT, 0, BOARD, BOARD, fill=style.SEA),
        group(
            [
                rect(0, 0, CELL, CELL, fill=style.PAPER, stroke=style.RULE),
                polygon([(25, 8), (31, 30), (25, 26), (19, 30)], fill=INK),
                text(25, 45, "N", size=SMALL, anchor="middle", weight="bold"),
            ],
            transform=_translate("8,0"),
        ),
        rect(qx, qy, CELL, CELL, fill=QUEEN_FILL, stroke="#ffffff"),
        polygon([(qx + x, qy + y) for x, y in crown], fill=QUEEN_INK, stroke="#ffffff"),
    ]


START: Final = "#d8cba8"
LAND_STATIC: Final = {f: _land_static(f) for f in data.LAND}
STATIC: Final = _static()


def _sea_rect(x: float, y: float, face_down: bool, field: str | None = None) -> Node:
    """A sea field's ground; a face-down tile is one rectangle whose wide stroke, inside the
    field, is the sea around the tile."""
    if face_down:
        return rect(
            x + 2.5,
            y + 2.5,
            CELL - 5,
            CELL - 5,
            fill=style.CARD_BACK,
            stroke=style.SEA,
            stroke_width=5,
            data_field=field,
        )
    return rect(x, y, CELL, CELL, fill=style.SEA, stroke="#ffffff", data_field=field)


FACE_DOWN_CELL: Final = {f: _sea_rect(*ORIGIN[f], True, f) for f in data.SEA}
EMPTY_CELL: Final = {f: _sea_rect(*ORIGIN[f], False, f) for f in data.SEA}
SHIP_SLOTS: Final = ((12, 40), (38, 40), (12, 25), (38, 25))
QUEEN_SHIP_SLOTS: Final = ((12, 25), (38, 25), (25, 41), (25, 9))
BUOY_SLOTS: Final = ((10, 10), (40, 10))
QUEEN_BUOY_SLOTS: Final = ((9, 9), (41, 9), (9, 41), (41, 41))


def _board(view: DerSchwarmView, viewer: str | None) -> list[Node]:
    """Every field with what stands on it; `viewer` is the audience's colour (its pieces are
    outlined thickly)."""
    ships = _ships_by_field(view)
    hazards = _hazards_by_field(view)
    stations = {f: (s.colour, n) for s in view.seats for f, n in s.stations.items()}
    crab = view.hazards.get("crab", "supply")
    nodes: list[Node] = list(STATIC)
    for sea in view.sea:
        nodes.append(_sea_cell(sea, ships.get(sea.field), hazards.get(sea.field), viewer))
    for field in data.LAND:
        nodes.append(_land_cell(field, stations.get(field), crab == field, viewer))
    queen = _queen(view, ships.get(data.QUEEN), hazards.get(data.QUEEN), viewer)
    if queen is not None:
        nodes.append(queen)
    nodes.extend(_step_arrows(view))
    return nodes


Ships = list[tuple[str, int]]
"""The ships on one field: (colour, how many), in seat order."""


def _ships_by_field(view: DerSchwarmView) -> dict[str, Ships]:
    by_field: dict[str, Ships] = {}
    for seat in view.seats:
        for field, count in Counter(seat.ships).items():
            by_field.setdefault(field, []).append((seat.colour, count))
    return by_field


def _hazards_by_field(view: DerSchwarmView) -> dict[str, list[str]]:
    by_field: dict[str, list[str]] = {}
    for hazard, field in sorted(view.hazards.items()):
        if field in data.WATER:
            by_field.setdefault(field, []).append(hazard)
    return by_field


def _figures(
    ships: Ships | None,
    hazards: list[str] | None,
    slots: Sequence[tuple[int, int]],
    viewer: str | None,
) -> list[Node]:
    nodes: list[Node] = []
    for (colour_name, count), (x, y) in zip(ships or (), slots, strict=False):
        nodes.extend(_ship(x, y, colour_name, count, mark=colour_name == viewer))
    hazards = hazards or []
    spread = (25,) if len(hazards) < 2 else (16, 34, 25, 25)
    y = 20 if ships else 25  # above the ships in the field's lower corners
    for hazard, x in zip(hazards, spread, strict=False):
        nodes.append(_hazard(hazard, x, y, on_board=True))
    return nodes


def _sea_cell(
    sea: SeaField, ships: Ships | None, hazards: list[str] | None, viewer: str | None
) -> Node:
    face_down = sea.state == "face_down"
    if not (ships or hazards or sea.tiles):
        return (FACE_DOWN_CELL if face_down else EMPTY_CELL)[sea.field]
    about = f"Field {sea.field}: "
    nodes: list[Node] = [_sea_rect(0, 0, face_down)]
    if face_down:
        about += "face-down tile"
    elif sea.tiles:
        nodes.extend(_stack(sea, viewer))
        about += _stack_words(sea)
    else:
        about += "empty"
    nodes.extend(_figures(ships, hazards, SHIP_SLOTS, viewer))
    return group([title(about), *nodes], transform=_translate(sea.field), data_field=sea.field)


def _stack(sea: SeaField, viewer: str | None) -> list[Node]:
    """The top tile of a stack (only its sides count, §8.3.4), a second edge when two lie there,
    and the stack's buoys in its top corners."""
    top = sea.tiles[-1]
    nodes: list[Node] = []
    if len(sea.tiles) > 1:
        nodes.append(rect(7, 7, 40, 40, rx=3, fill=UNDER, stroke=INK))
    nodes.extend(_tile_face(4, 4, 40, top.sides, top.tile in data.GOLDEN_TILES))
    for colour_name, (x, y) in zip(sea.buoys, BUOY_SLOTS, strict=False):
        nodes.extend(_disc(x, y, 8, colour_name, mark=colour_name == viewer))
    return nodes


def _stack_words(sea: SeaField) -> str:
    top = sea.tiles[-1]
    said = f"tile {top.tile} ({' '.join(top.sides)})"
    if len(sea.tiles) > 1:
        said += f" on {sea.tiles[0].tile}"
    return said + f", buoys {', '.join(sea.buoys) or 'none'}"


def _land_cell(field: str, station: tuple[str, int] | None, crab: bool, viewer: str | None) -> Node:
    nodes: list[Node] = list(LAND_STATIC[field])
    if station is not None:
        colour_name, researchers = station
        nodes.extend(_station(29, 35, colour_name, mark=colour_name == viewer))
        nodes.extend(_badge(42, 25, researchers))
    if crab:
        nodes.append(_hazard("crab", 12, 40, on_board=True))
    return group(nodes, transform=_translate(field), data_field=field)


def _queen(
    view: DerSchwarmView, ships: Ships | None, hazards: list[str] | None, viewer: str | None
) -> Node | None:
    """The queen buoys in the queen field's corners (§10), and whatever stands on it."""
    nodes: list[Node] = []
    buoys = [s.colour for s in view.seats if s.queen_buoy]
    for colour_name, (x, y) in zip(buoys, QUEEN_BUOY_SLOTS, strict=False):
        nodes.extend(_disc(x, y, 8, colour_name, mark=colour_name == viewer))
    nodes.extend(_figures(ships, hazards, QUEEN_SHIP_SLOTS, viewer))
    if not nodes:
        return None
    return group([title("The queen field"), *nodes], transform=_translate(data.QUEEN))


def _step_arrows(view: DerSchwarmView) -> list[Node]:
    """During a ship action, an arrow from each of the actor's ships to every water field next
    to it: one click names a whole step (§8.2)."""
    action = view.open_action
    if view.decision != "ship" or action is None or not view.to_move:
        return []
    if action.steps_used >= action.steps_allowed:
        return []
    arrows: list[Node] = []
    for field in sorted(set(view.seats[view.to_move[0]].ships)):
        x, y = ORIGIN[field]
        fx, fy = _at(field)
        for side, (dx, dy) in ARM.items():
            target = f"{fx + dx},{fy + dy}"
            if target not in data.WATER:
                continue
            # In the field entered, just past the edge crossed, so that the arrows of two
            # neighbouring ships never cover each other.
            tip = (x + 25 + dx * 38, y + 25 + dy * 38)
            base = (x + 25 + dx * 27, y + 25 + dy * 27)
            wing = (dy * 7, dx * 7)
            corners = [
                tip,
                (base[0] + wing[0], base[1] + wing[1]),
                (base[0] - wing[0], base[1] - wing[1]),
            ]
            arrows.append(
                group(
                    [
                        title(f"Step {side} to {_field_name(target)}"),
                        polygon(corners, fill=style.HIGHLIGHT, stroke="#ffffff", stroke_width=1.5),
                    ],
                    data_from_field=field,
                    data_to_field=target,
                )
            )
    return arrows


# -- around the board ---------------------------------------------------------------------


def _status(view: DerSchwarmView, scene: Scene) -> Block:
    """Round, phase and turn order (the track spaces, §7.3)."""
    order = " → ".join(style.seat_name(scene, s) for s in view.turn_order)
    lines = [
        (f"Round {view.round} of {view.rounds} · {PHASE.get(view.phase, view.phase)}", "bold"),
        (f"Turn order: {order}" if order else "Turn order: not set yet", None),
    ]
    nodes: list[Node] = []
    y = 0.0
    for content, weight in lines:
        for part in style.wrap(content, COLUMN * (0.88 if weight else 1), style.BODY):
            y += 21
            nodes.append(text(0, y - 4, part, weight=weight))
    return Block(nodes, y + 2)


def _beside_board(view: DerSchwarmView) -> Block:
    """The common supply (§6 step 4): hazards and golden tiles not in play, the blue deck."""
    nodes: list[Node] = [text(0, 18, "Supply", size=SMALL, weight="bold")]
    x = 60.0
    for hazard in data.ALL_HAZARDS:
        if view.hazards.get(hazard) == "supply":
            nodes.append(_hazard(hazard, x + 14, 13, on_board=False))
            x += 31
    x += 8 if x > 60 else 0
    for _ in view.golden_supply:
        nodes.extend(_tile_face(x, 1, 24, SHAPE_SIDES["cross"], True))
        x += 28
    nodes.append(text(COLUMN - 50, 18, "blue deck", size=SMALL, anchor="end", fill=MUTED))
    nodes.append(style.card_back(COLUMN - 44, 0, 44, 26, view.blue_deck_count))
    height = 30.0
    if view.blue_out:
        out = "Blue cards out of the game: " + ", ".join(view.blue_out)
        for part in style.wrap(out, COLUMN, SMALL):
            height += 18
            nodes.append(text(0, height - 4, part, size=SMALL, fill=MUTED))
    return Block(nodes, height)


def _action(view: DerSchwarmView, scene: Scene) -> Block:
    """The open decision: who decides what, and the open action's counters (§15.1, §17.3);
    the outcome once the game is over."""
    if view.outcome is not None:
        return _outcome(view, scene)
    if not view.to_move:
        return Block()
    actor = style.seat_name(scene, view.to_move[0])
    lines: list[tuple[str, str | None]] = [(f"{actor} to move: {_decision_words(view)}", "bold")]
    if view.open_action is not None:
        lines.append((_action_words(view), None))
    rose = view.decision == "tsunami"
    width = COLUMN - 12 - (150 if rose else 0)
    nodes: list[Node] = []
    y = 4.0
    for content, weight in lines:
        for part in style.wrap(content, width * (0.88 if weight else 1), SMALL):
            y += 19
            nodes.append(text(8, y - 4, part, size=SMALL, weight=weight))
    if rose:
        nodes.extend(_compass_rose(COLUMN - 75, 76))
        y = max(y, 146)
    height = y + 8
    frame = rect(
        0, 0, COLUMN, height, rx=6, fill=style.PANEL, stroke=style.HIGHLIGHT, stroke_width=2
    )
    return Block([frame, *nodes], height)


def _decision_words(view: DerSchwarmView) -> str:
    match view.decision:
        case "setup":
            return "place a start station with a researcher."
        case "buying":
            return "buy a card from the row (or pass)."
        case "turn":
            return "play a card or the joker."
        case "ship_and_researcher":
            return "choose which part comes first."
        case "station":
            return "build a station (or add a researcher)."
        case "ship":
            return "place a ship, step with ships, or end the action."
        case "researcher":
            return _research_words(view)
        case "whale" | "tsunami" | "crab":
            return f"move the {view.decision}."
        case _:
            return "wait."


def _research_words(view: DerSchwarmView) -> str:
    """Research mode begins with the first tile and ends with `EndAction` (§8.3, D53)."""
    action = view.open_action
    if action is None or action.tiles_placed == 0:
        return "hire a researcher or place tiles."
    if action.tiles_placed < action.tile_limit:
        return "place another tile or end the action."
    return "end the action."


def _action_words(view: DerSchwarmView) -> str:
    action = view.open_action
    assert action is not None
    card = "the joker" if action.card == data.JOKER else action.card
    said = f"{ACTION_WORD.get(action.action, action.action)} action from {card}"
    if action.hazard_value is not None:
        said += f", value {action.hazard_value}"
    if action.parts_done:
        said += f"; done: {', '.join(action.parts_done)}"
    if view.decision == "ship":
        placed = "ship placed" if action.ship_placed else "no ship placed"
        said += f"; {placed}, steps {action.steps_used} of {action.steps_allowed}"
    if view.decision == "researcher":
        said += f"; tiles placed {action.tiles_placed} of {action.tile_limit}"
    return said + "."


def _compass_rose(cx: float, cy: float) -> list[Node]:
    """Eight directions for the tsunami's straight line and `0` for no step (§9.3, D57)."""
    nodes: list[Node] = []
    for direction in data.EIGHT:
        dx, dy = data.DIRECTIONS[direction]
        norm = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / norm, dy / norm
        tip = (cx + ux * 44, cy + uy * 44)
        left = (cx + ux * 21 - uy * 11, cy + uy * 21 + ux * 11)
        right = (cx + ux * 21 + uy * 11, cy + uy * 21 - ux * 11)
        nodes.append(
            group(
                [
                    title(f"Direction {direction}"),
                    polygon([tip, left, right], fill=TSUNAMI, stroke="#ffffff"),
                    text(cx + ux * 58, cy + uy * 58 + 5, direction, size=SMALL, anchor="middle"),
                ],
                data_direction=direction,
            )
        )
    stay = [
        title("No step"),
        circle(cx, cy, 14, fill="#ffffff", stroke=INK),
        text(cx, cy + 5, "0", size=SMALL, anchor="middle", weight="bold"),
    ]
    nodes.append(group(stay, data_direction="null"))
    return nodes


def _outcome(view: DerSchwarmView, scene: Scene) -> Block:
    """Final RP, ranks and winners (§13, D27)."""
    outcome = view.outcome
    assert outcome is not None
    winners = " and ".join(style.seat_name(scene, s) for s in outcome.winners)
    ranked = sorted(range(len(outcome.scores)), key=lambda s: (outcome.ranks[s], s))
    rows = [["Rank", "Seat", "RP"]]
    rows += [
        [str(outcome.ranks[s]), style.seat_name(scene, s), str(outcome.scores[s])] for s in ranked
    ]
    marked = [False, *(s in outcome.winners for s in ranked)]
    table = style.table(rows, [60, 320, 60], marked=marked)
    nodes: list[Node] = [
        text(0, 18, f"Game over: {winners} won.", weight="bold"),
        group(table.nodes, transform="translate(0 26)"),
    ]
    return Block(nodes, table.height + 26)


# -- the row --------------------------------------------------------------------------------


def _card_label(card: str) -> str:
    word = ACTION_WORD.get(data.CARD_ACTION.get(card, ""), card)
    value = data.CARD_VALUE.get(card)
    return word if value is None else f"{word} {value}"


def _card_at(i: int, width: float = COLUMN) -> tuple[float, float]:
    """Where the i-th card of a grid `width` wide lies, five to a line."""
    step = (width - CARD_W) / (PER_LINE - 1)
    return (i % PER_LINE) * step, (i // PER_LINE) * (CARD_H + 6)


def _action_card(
    x: float,
    y: float,
    card: str,
    second: str,
    *,
    index: int | None,
    in_hand: bool,
    dim: bool = False,
) -> Node:
    """An action card: named by its row position while in the row, by its id in a hand;
    `dim` greys the text of a position the buyer cannot afford (D28)."""
    colour_name = data.CARD_COLOUR.get(card, "light")
    drawn = style.card(
        x,
        y,
        CARD_W,
        CARD_H,
        [_card_label(card), second],
        fill=CARD_FILL[colour_name],
        ink=MUTED if dim else INK,
        data_index=index,
        data_card=card if in_hand else None,
    )
    drawn.children.insert(0, title(card))
    return drawn


def _row(view: DerSchwarmView) -> Block:
    """The row, front first, each position with its cost (§7.1, D30); then the order deck's
    cards and the ability cards to choose with one (§7.2)."""
    if not view.row:
        return Block()
    nodes: list[Node] = [
        text(0, 16, "Row", weight="bold"),
        text(40, 16, "cost = position; grey: more than the buyer's RP", size=SMALL, fill=MUTED),
    ]
    budget = _budget(view)
    top = 24.0
    for i, entry in enumerate(view.row):
        x, y = _card_at(i)
        dim = entry.cost > budget
        if entry.card == data.ORDER_ENTRY:
            lines = ["Order card", f"cost {entry.cost}"]
            ink = MUTED if dim else INK
            nodes.append(style.card(x, top + y, CARD_W, CARD_H, lines, fill=ORDER_FILL, ink=ink))
        else:
            second = f"cost {entry.cost}"
            nodes.append(
                _action_card(
                    x, top + y, entry.card, second, index=entry.cost, in_hand=False, dim=dim
                )
            )
    height = top + _card_at(len(view.row) - 1)[1] + CARD_H
    if any(e.card == data.ORDER_ENTRY for e in view.row):
        offer = _order_offer(view)
        nodes.append(group(offer.nodes, transform=f"translate(0 {height + 8:g})"))
        height += 8 + offer.height
    return Block(nodes, height)


def _budget(view: DerSchwarmView) -> float:
    """What the buyer can spend: its RP (a card costs at most that, D28); no limit outside
    the buying phase."""
    if view.decision != "buying" or not view.to_move:
        return float("inf")
    return view.seats[view.to_move[0]].rp


def _order_offer(view: DerSchwarmView) -> Block:
    nodes: list[Node] = [text(0, 24, "Order cards", size=SMALL)]
    for i, number in enumerate(view.order_deck):
        nodes.append(
            style.card(90 + i * 40, 6, 34, 24, [str(number)], fill=ORDER_FILL, data_number=number)
        )
    x = 90 + len(view.order_deck) * 40 + 6
    nodes.append(text(x, 24, "each with an ability:", size=SMALL, fill=MUTED))
    width = (COLUMN - 3 * 6) / 4
    for i, ability in enumerate(view.abilities_available):
        lines = ABILITY_LINES.get(ability, (ability,))
        nodes.append(
            style.card(
                i * (width + 6), 44, width, 40, lines, fill=ABILITY_FILL, data_ability=ability
            )
        )
    return Block(nodes, 86)


# -- the score track and the seats --------------------------------------------------------


def _track(view: DerSchwarmView, scene: Scene) -> Block:
    """The RP track, one lane per seat; its lines every 10 RP are the damage bands (§9.1)."""
    best = max((s.rp for s in view.seats), default=0)
    top = max(50, (best // 10 + 1) * 10)
    left, right = 28.0, COLUMN - 34.0
    scale = (right - left) / top
    lanes = 26 + 22 * len(view.seats)
    labelled = 10 if top <= 100 else 50
    nodes: list[Node] = [text(0, 16, "Research points", weight="bold")]
    for rp in range(0, top + 1, 10):
        x = left + rp * scale
        nodes.append(line(x, 24, x, lanes, stroke=style.RULE))
        if rp % labelled == 0:
            nodes.append(text(x, lanes + 16, str(rp), size=SMALL, anchor="middle", fill=MUTED))
    for i, seat in enumerate(view.seats):
        y = 26 + i * 22 + 11
        end = left + seat.rp * scale
        nodes.extend(_disc(10, y, 9, seat.colour, mark=scene.audience == seat.seat))
        nodes.append(
            rect(
                left,
                y - 6,
                max(2.0, end - left),
                12,
                fill=style.colour(seat.colour).fill,
                stroke=INK,
            )
        )
        nodes.append(text(end + 5, y + 5, str(seat.rp), size=SMALL, weight="bold"))
    return Block(nodes, lanes + 20)


def _seat(view: DerSchwarmView, scene: Scene, seat: SeatView) -> Block:
    """One seat (§15.1): name, place in turn order, RP, supply, cards held, tiles, hand."""
    to_move = seat.seat in view.to_move
    mine = scene.audience == seat.seat
    nodes: list[Node] = []
    y = _seat_heading(view, scene, seat, nodes, mine=mine, to_move=to_move)
    y = _supply_line(view, seat, nodes, y, to_move=to_move)
    y = _holdings_line(seat, nodes, y)
    if seat.tiles:
        y = _tiles_line(seat, nodes, y)
    y = _hand_line(seat, nodes, y)
    if seat.played:
        played = "Played: " + ", ".join(_card_label(c) for c in seat.played)
        for part in style.wrap(played, COLUMN - 16, SMALL):
            y += 18
            nodes.append(text(8, y - 4, part, size=SMALL, fill=MUTED))
    height = y + 8
    frame = rect(
        0,
        0,
        COLUMN,
        height,
        rx=6,
        fill=style.PANEL,
        stroke=style.HIGHLIGHT if to_move else style.RULE,
        stroke_width=3 if to_move else 1,
    )
    return Block([frame, *nodes], height)


def _seat_heading(
    view: DerSchwarmView,
    scene: Scene,
    seat: SeatView,
    nodes: list[Node],
    *,
    mine: bool,
    to_move: bool,
) -> float:
    name = style.seat_name(scene, seat.seat)
    nodes.extend(_disc(18, 19, 11, seat.colour, mark=mine))
    you = ", you" if mine else ""
    nodes.append(text(36, 25, f"{name} ({seat.colour}{you})", weight="bold"))
    nodes.append(text(COLUMN - 8, 25, f"{seat.rp} RP", anchor="end", weight="bold"))
    place = ""
    if seat.seat in view.turn_order:
        place = f"{PLACE[view.turn_order.index(seat.seat)]} in turn order"
    if to_move:
        nodes.append(
            text(36, 43, " · ".join(p for p in (place, "to move") if p), size=SMALL, weight="bold")
        )
    elif place:
        nodes.append(text(36, 43, place, size=SMALL, fill=MUTED))
    else:
        return 34.0
    return 48.0


def _supply_line(
    view: DerSchwarmView, seat: SeatView, nodes: list[Node], y: float, *, to_move: bool
) -> float:
    """Pieces in supply as icons with counts (§15.1); the actor's buoys, in a research action,
    are the `buoy_source` null (the buoy comes from the supply, §8.3.5)."""
    cy = y + 13
    supply = seat.supply
    x = 64.0
    nodes.append(text(8, cy + 5, "Supply", size=SMALL, fill=MUTED))
    nodes.extend(_station(x + 4, cy + 1, seat.colour))
    nodes.append(text(x + 20, cy + 5, str(supply.stations), size=SMALL))
    nodes.extend(_ship(x + 52, cy, seat.colour))
    nodes.append(text(x + 68, cy + 5, str(supply.ships), size=SMALL))
    nodes.extend(_researcher(x + 96, cy, seat.colour))
    nodes.append(text(x + 107, cy + 5, str(supply.researchers), size=SMALL))
    buoys = [
        *_disc(x + 138, cy, 8, seat.colour),
        text(x + 150, cy + 5, str(supply.buoys), size=SMALL),
    ]
    if to_move and view.decision == "researcher":
        frame = rect(
            x + 128, cy - 11, 50, 22, rx=4, fill=style.PAPER, stroke=INK, stroke_dasharray="3 2"
        )
        nodes.append(group([title("Buoy from the supply"), frame, *buoys], data_buoy_source="null"))
    else:
        nodes.extend(buoys)
    system = f"largest system {seat.largest_system}"
    if seat.queen_buoy:
        system = "queen buoy · " + system
    nodes.append(text(COLUMN - 8, cy + 5, system, size=SMALL, anchor="end"))
    return y + 28


def _holdings_line(seat: SeatView, nodes: list[Node], y: float) -> float:
    """Order card (phase 1), ability card and joker (§7.2, §2.2, §8.8)."""
    parts = []
    if seat.order_card is not None:
        parts.append(f"order card {seat.order_card}")
    if seat.ability is not None:
        parts.append(ABILITY_NAME.get(seat.ability, seat.ability))
    parts.append(JOKER_STATE.get(seat.joker, seat.joker))
    nodes.append(text(8, y + 14, " · ".join(parts), size=SMALL))
    return y + 20


def _tiles_line(seat: SeatView, nodes: list[Node], y: float) -> float:
    """Collected tiles, face up and public (§5), in one rotation; a tile is named by its id."""
    nodes.append(text(8, y + 20, "Tiles", size=SMALL, fill=MUTED))
    x, top = 52.0, y + 4
    for tile in seat.tiles:
        if x + 26 > COLUMN:
            x, top = 52.0, top + 30
        sides = SHAPE_SIDES.get(tile.shape, ())
        face = _tile_face(x, top, 24, sides, tile.golden)
        nodes.append(group([title(f"{tile.tile} ({tile.shape})"), *face], data_tile=tile.tile))
        x += 29
    return top + 30


def _hand_line(seat: SeatView, nodes: list[Node], y: float) -> float:
    """Unplayed purchased cards by id, or only their backs and count when hidden (§14.3)."""
    if seat.hand is None:
        if not seat.hand_count:
            return y
        nodes.append(text(8, y + 26, "Hand", size=SMALL, fill=MUTED))
        nodes.append(style.card_back(52, y + 4, 56, 36, seat.hand_count))
        return y + 44
    for i, card in enumerate(seat.hand):
        x, dy = _card_at(i, COLUMN - 16)
        colour_name = data.CARD_COLOUR.get(card, "light")
        nodes.append(_action_card(8 + x, y + 4 + dy, card, colour_name, index=None, in_hand=True))
    if not seat.hand:
        return y
    return y + 4 + _card_at(len(seat.hand) - 1)[1] + CARD_H + 2


# -- legend ---------------------------------------------------------------------------------


def _legend() -> Block:
    return LEGEND


def _small(nodes: Sequence[Node], cx: float, cy: float, scale: float) -> Node:
    """A piece drawn around (cx, cy), shrunk into the legend's 16 × 16 box."""
    return group(nodes, transform=f"translate(8 8) scale({scale:g}) translate({-cx:g} {-cy:g})")


LEGEND: Final = style.legend(
    [
        (rect(0, 0, 16, 16, rx=2, fill=style.CARD_BACK, stroke=INK), "face-down tile"),
        (group(_tile_face(0, 0, 16, ("N", "E", "S"), False)), "tile and its paths"),
        (group(_tile_face(0, 0, 16, SHAPE_SIDES["cross"], True)), "golden tile"),
        (
            group(
                [
                    rect(3, 3, 13, 13, rx=2, fill=UNDER, stroke=INK),
                    *_tile_face(0, 0, 13, ("N", "S"), False),
                ]
            ),
            "two stacked",
        ),
        (group(_disc(8, 8, 8, "white")), "buoy"),
        (_small(_ship(0, 0, "white")[:1], 0, 0, 0.65), "ship"),
        (_small(_station(0, 0, "white")[:1], 0, -1, 0.7), "station"),
        (group(_badge(8, 8, 2)), "researchers on it"),
        (_small(_researcher(0, 0, "white"), 0, -1, 1), "researcher"),
        (circle(8, 8, 7, fill=START, stroke="#6f6350", stroke_width=2), "start field"),
        (
            polygon([(2, 13), (14, 13), (15, 4), (11, 8), (8, 2), (5, 8), (1, 4)], fill=QUEEN_INK),
            "queen",
        ),
        (_small(_whale(0, 0, "")[:1], 0, 0, 0.55), "whale"),
        (_small(_tsunami(0, 0, "")[:1], 0, 0, 0.6), "tsunami"),
        (_small(_crab(0, 0), 0, -1, 0.7), "crab"),
        (polygon([(8, 1), (15, 14), (1, 14)], fill=style.HIGHLIGHT), "ship step"),
    ]
)
