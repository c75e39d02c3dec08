"""The picture of an Ice Flow view: the Bering Strait with its floes, ridges, items, bears and
explorers, then the seats' backpacks, the tiles to place, the piles and a legend
(docs/rules/ice_flow.md §3–§11, §17.5).

Clickable things (docs/frontend.md §5): spaces (`data-space`: a step's `to`, a camp, a new
floe's `hex`), floes to drift or turn (`data-floe`), explorers, items on a space or in the
viewer's backpack (`data-item`), the placer's tiles turned each way (`data-tile` with
`data-rotation`) and arrows round a bear to chase (`data-direction`). Two fields name nothing,
so their moves come from the page's list: an escape's `path`, because a click on the end space
of a one-step escape would also fit every swim through a water hex beside it (§10.4), and
`discover`'s `drift_out`, because a floe named by it would also fit that floe's drift."""

from __future__ import annotations

import math
from collections.abc import Sequence

from service.domain.ice_flow import board
from service.domain.ice_flow.state import Backpack, Pile
from service.domain.ice_flow.view import (
    ArrivalView,
    ChasingView,
    CollectingView,
    FloeView,
    IceFlowView,
    MovingView,
    PendingView,
    PlaceDiscoveredView,
    SeatView,
)
from service.pictures import style
from service.pictures.scene import Scene
from service.pictures.style import (
    BODY,
    INK,
    MARGIN,
    MUTED,
    PANEL,
    SEAT_COLOURS,
    SMALL,
    WIDTH,
    Block,
    card,
    card_back,
    document,
    heading,
    legend,
    paragraph,
    seat_name,
    text,
    token,
)
from service.pictures.svg import (
    Node,
    Value,
    circle,
    ellipse,
    group,
    line,
    points,
    polygon,
    rect,
    title,
)

NAMES = {
    "space": "camp hex to",
    "floe": "floe",
    "explorer": "explorer",
    "item": "item",
    "tile": "tile",
    "rotation": "rotation",
    "direction": "direction",
}
"""Per clickable kind, the command fields that name it (docs/frontend.md §5)."""

COLUMN = WIDTH - 2 * MARGIN
R = COLUMN / 17
"""Hex radius: eleven flat-topped columns (Siberia −1 … Alaska 9) fill the column."""
H = math.sqrt(3) * R
LANE_ROW = 22.0
"""Height of the rows of current markers above and below the strait."""
BOARD_HEIGHT = 2 * LANE_ROW + 7.5 * H
ITEM_DY = -13.0
PIECE_DY = 9.0
PIECE_R = 8.0

ROPE = "#b8322a"
FISH = "#8a5a2b"
RIDGE = "#2d4a66"
FLOE_EDGE = "#8fa9bf"
FRESH = "#e69f00"
DANGER = "#d55e00"
WATER = {1: "#dcebf5", 2: "#c4ddef", 3: "#a9cde8"}
"""Sea tones by drift distance: the darker the water, the faster its current (§3.3)."""
SIBERIA = "#e7d9bf"
ALASKA = "#e6dcc3"
SHORE = "#d3c7a8"
ISLAND_FILL = "#cfdcb4"

ALASKA_NAMES = {camp: f"A{i}" for i, camp in enumerate(board.ALASKA_CAMPS, 1)}
SIBERIA_NAMES = {camp: f"S{i}" for i, camp in enumerate(board.SIBERIA_CAMPS, 1)}
DIRECTION_WORDS = {
    "N": "north",
    "NE": "north-east",
    "SE": "south-east",
    "S": "south",
    "SW": "south-west",
    "NW": "north-west",
}


# -- static geometry -------------------------------------------------------------------------


def _column_row(hex_id: str) -> tuple[int, int]:
    col, row = hex_id.split(",")
    return int(col), int(row)


def _centre_of(hex_id: str) -> tuple[float, float]:
    """Odd-q offset: odd columns (−1 and 9 included) sit half a hex lower (§3.1)."""
    col, row = _column_row(hex_id)
    x = R + 1.5 * R * (col + 1)
    y = LANE_ROW + H / 2 + H * row + (H / 2 if col & 1 else 0)
    return x, y


def _corners(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(math.radians(60 * k)), cy + r * math.sin(math.radians(60 * k)))
        for k in range(6)
    ]


def _edge(
    cx: float, cy: float, r: float, direction: int
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two corners of the edge facing a direction (0 = N, clockwise)."""
    corners = _corners(cx, cy, r)
    return corners[(4 + direction) % 6], corners[(5 + direction) % 6]


def _zigzag(cx: float, cy: float, direction: int) -> str:
    """A pressure ridge: a saw-tooth line along the inside of the floe's edge."""
    (ax, ay), (bx, by) = _edge(cx, cy, R - 5, direction)
    nx, ny = (ax + bx) / 2 - cx, (ay + by) / 2 - cy
    length = math.hypot(nx, ny)
    nx, ny = nx / length, ny / length
    teeth: list[tuple[float, float]] = []
    for i in range(9):
        t = 0.1 + 0.8 * i / 8
        offset = 2.4 if i % 2 else -2.4
        teeth.append((ax + (bx - ax) * t + nx * offset, ay + (by - ay) * t + ny * offset))
    return points(teeth)


CENTRE: dict[str, tuple[float, float]] = {h: _centre_of(h) for h in board.KIND}
HEX_POINTS: dict[str, str] = {h: points(_corners(*CENTRE[h], R)) for h in board.KIND}
FLOE_POINTS: dict[str, str] = {h: points(_corners(*CENTRE[h], R - 2.5)) for h in board.KIND}
RIDGE_PATHS: dict[str, tuple[str, ...]] = {
    h: tuple("M" + _zigzag(*CENTRE[h], d).replace(" ", " L") for d in range(6))
    for h in board.SEA_HEXES
}
"""Per sea hex and direction, a ridge as a path's moves (a floe's ridges make one path)."""
DIRECTION_INDEX = {name: i for i, name in enumerate(board.DIRECTIONS)}
SPACE_KINDS = ("sea", "island", "alaska_camp", "siberia_camp")


def space_name(space: str) -> str:
    """How the picture and its sentences name a space: camps by name, the island, or a hex."""
    if space in ALASKA_NAMES:
        return ALASKA_NAMES[space]
    if space in SIBERIA_NAMES:
        return SIBERIA_NAMES[space]
    if space == board.ISLAND:
        return "Diomede"
    return f"hex {space}"


def _current_words(hex_id: str) -> str:
    direction, speed = board.CURRENT[hex_id]
    return f"current {DIRECTION_WORDS[board.DIRECTIONS[direction]]} {speed}"


def _space_title(hex_id: str) -> str:
    kind = board.KIND[hex_id]
    if kind == "sea":
        entry = ", entry hex" if hex_id in board.ENTRY_HEXES else ""
        return f"hex {hex_id}: {_current_words(hex_id)}{entry}"
    if kind == "island":
        return f"Diomede island {hex_id}"
    if kind == "alaska_camp":
        return f"Alaskan camp {ALASKA_NAMES[hex_id]} ({hex_id})"
    return f"Siberian camp {SIBERIA_NAMES[hex_id]} ({hex_id}): a goal"


def _ground(hex_id: str) -> Node:
    kind = board.KIND[hex_id]
    if kind == "sea":
        fill, stroke = WATER[board.CURRENT[hex_id][1]], "#ffffff"
    elif kind == "island":
        fill, stroke = ISLAND_FILL, MUTED
    elif kind == "siberia_camp":
        fill, stroke = SIBERIA, MUTED
    elif kind == "alaska_camp":
        fill, stroke = ALASKA, MUTED
    else:
        fill, stroke = SHORE, MUTED
    return Node("polygon", {"points": HEX_POINTS[hex_id], "fill": fill, "stroke": stroke})


def _entry_mark(hex_id: str) -> Node:
    return Node(
        "polygon",
        {
            "points": points(_corners(*CENTRE[hex_id], R - 5)),
            "fill": "none",
            "stroke": "#ffffff",
            "stroke-width": 2,
            "stroke-dasharray": "4 3",
        },
    )


def _flag(hex_id: str) -> list[Node]:
    """A flag field: land nobody may enter (§3.2)."""
    cx, cy = CENTRE[hex_id]
    return [
        Node("polygon", {"points": HEX_POINTS[hex_id], "fill": SHORE, "stroke": MUTED}),
        line(cx - 7, cy + 12, cx - 7, cy - 12, stroke=INK, stroke_width=1.5),
        polygon([(cx - 7, cy - 12), (cx + 9, cy - 7), (cx - 7, cy - 2)], fill=DANGER, stroke=INK),
        title("flag field: nobody may enter"),
    ]


def _lane_marker(x: float, y: float, direction: int, speed: int) -> list[Node]:
    """A current: a triangle pointing the way floes drift, and how many hexes (§3.3)."""
    up = direction == 0
    tip, base = (y - 6, y + 5) if up else (y + 5, y - 6)
    return [
        polygon([(x - 9, base), (x - 1, base), (x - 5, tip)], fill=RIDGE),
        text(x + 1, y + 5, str(speed), size=SMALL, fill=RIDGE, weight="bold"),
    ]


def _static_board() -> list[Node]:
    """What never changes: the land, the flags, the lane markers and the coast names."""
    nodes: list[Node] = []
    for hex_id, kind in board.KIND.items():
        if kind in ("flag", "coast"):
            if kind == "flag":
                nodes.append(group(_flag(hex_id)))
            else:
                nodes.append(_ground(hex_id))
    for col in range(9):
        top, bottom = f"{col},0", f"{col},6"
        x = CENTRE[top][0]
        nodes.extend(_lane_marker(x, LANE_ROW / 2, *board.CURRENT[top]))
        nodes.extend(_lane_marker(x, BOARD_HEIGHT - LANE_ROW / 2 + 2, *board.CURRENT[bottom]))
    nodes.append(text(0, LANE_ROW - 6, "Siberia", size=SMALL, fill=MUTED))
    nodes.append(text(COLUMN, LANE_ROW - 6, "Alaska", size=SMALL, fill=MUTED, anchor="end"))
    return nodes


STATIC_BOARD = _static_board()
SPACES = tuple(h for h, kind in board.KIND.items() if kind in SPACE_KINDS)
GROUND = {h: _ground(h) for h in SPACES}
ENTRY_MARKS = {h: _entry_mark(h) for h in board.ENTRY_HEXES}
SPACE_TITLES = {h: _space_title(h) for h in SPACES}


def _open_water(hex_id: str) -> Node:
    """An empty sea hex as one clickable element (most of the strait: kept small to draw)."""
    water = Node(
        "polygon",
        {**GROUND[hex_id].attributes, "data-space": hex_id},
        [title(SPACE_TITLES[hex_id])],
    )
    if hex_id not in ENTRY_MARKS:
        return water
    return group([water, ENTRY_MARKS[hex_id]], data_space=hex_id)


OPEN_WATER = {h: _open_water(h) for h in board.SEA_HEXES}


# -- pieces ------------------------------------------------------------------------------------


def seat_colour_name(seat: int) -> str:
    """Ice Flow's seats have no colour names of their own: the kit's seat colours."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def rope_chip(x: float, y: float, count: int | None = None, **data: Value | None) -> Node:
    """A rope piece: a red square (with a count when it stands for more than one)."""
    nodes: list[Node] = [rect(x - 7.5, y - 7.5, 15, 15, rx=3, fill=ROPE, stroke=INK)]
    if count is not None and count != 1:
        nodes.append(_count(x, y, count))
    return group(nodes, **data)


def fish_chip(x: float, y: float, count: int | None = None, **data: Value | None) -> Node:
    """A fish piece: a brown fish (with a count on its body when it stands for more than one)."""
    tail = [(x + 4, y), (x + 10, y - 6), (x + 10, y + 6)]
    nodes: list[Node] = [
        polygon(tail, fill=FISH, stroke=INK),
        ellipse(x - 2, y, 8.5, 7, fill=FISH, stroke=INK),
    ]
    if count is not None and count != 1:
        nodes.append(_count(x - 2, y, count))
    return group(nodes, **data)


def _count(x: float, y: float, count: int) -> Node:
    return text(x, y + 5, str(count), size=SMALL, anchor="middle", fill="#ffffff", weight="bold")


def bear(x: float, y: float, count: int = 1) -> Node:
    """A polar bear: a white head with ears (and a 2 when two share the space)."""
    nodes: list[Node] = [
        circle(x - 5, y - 6, 3, fill="#ffffff", stroke=INK),
        circle(x + 5, y - 6, 3, fill="#ffffff", stroke=INK),
        circle(x, y, 8, fill="#ffffff", stroke=INK, stroke_width=1.5),
    ]
    if count > 1:
        nodes.append(text(x, y + 5, str(count), size=SMALL, anchor="middle", weight="bold"))
    else:
        nodes.append(circle(x, y + 2, 2, fill=INK))
    return group(nodes)


def _items(x: float, y: float, rope: int, fish: int) -> list[Node]:
    """The ropes and fish lying on a floe or the island, in a centred row; each can be
    clicked as a command's `item` (collect)."""
    chips: list[tuple[str, int]] = [(k, n) for k, n in (("rope", rope), ("fish", fish)) if n]
    widths = {"rope": 16.0, "fish": 21.0}
    total = sum(widths[k] for k, _ in chips)
    left = x - total / 2
    nodes: list[Node] = []
    for kind, n in chips:
        w = widths[kind]
        centre = left + w / 2
        if kind == "rope":
            nodes.append(rope_chip(centre, y, n, data_item="rope"))
        else:
            nodes.append(fish_chip(centre + 1, y, n, data_item="fish"))
        left += w
    return nodes


def _piece_places(cx: float, cy: float, n: int, top: float) -> list[tuple[float, float]]:
    """Where n round pieces stand in a hex: two side by side below the items (or the camp's
    name), three or more in two rows."""
    if n <= 2:
        return [(cx + (i - (n - 1) / 2) * 16, cy + top) for i in range(n)]
    per_row = math.ceil(n / 2)
    step = 16.0 if per_row <= 2 else 32.0 / (per_row - 1)
    places = []
    for i in range(n):
        row, col = divmod(i, per_row)
        count = per_row if row == 0 else n - per_row
        places.append((cx + (col - (count - 1) / 2) * step, cy + 1 + row * 15))
    return places


def explorer_token(explorer: int, x: float, y: float, scene: Scene) -> Node:
    """An explorer in its seat's colour, named by its id (D49); the viewer's own are marked."""
    seat = board.owner(explorer)
    piece = token(x, y, PIECE_R, seat_colour_name(seat), mark=scene.audience == seat)
    piece.attributes["data-explorer"] = explorer
    piece.children.insert(0, title(f"{seat_name(scene, seat)}'s explorer {explorer}"))
    return piece


# -- the board ---------------------------------------------------------------------------------


def _floe(floe: FloeView) -> Node:
    cx, cy = CENTRE[floe.hex]
    ridges = ", ".join(floe.ridges) or "none"
    nodes: list[Node] = [
        title(
            f"floe {floe.tile} on hex {floe.hex}: ridges {ridges}; "
            f"rope {floe.rope}, fish {floe.fish}"
        ),
        Node(
            "polygon",
            {"points": FLOE_POINTS[floe.hex], "fill": style.ICE, "stroke": FLOE_EDGE},
        ),
    ]
    if floe.ridges:
        ridges_path = " ".join(RIDGE_PATHS[floe.hex][DIRECTION_INDEX[name]] for name in floe.ridges)
        nodes.append(
            Node(
                "path",
                {
                    "d": ridges_path,
                    "fill": "none",
                    "stroke": RIDGE,
                    "stroke-width": 2.2,
                    "stroke-linejoin": "round",
                },
            )
        )
    nodes.extend(_items(cx, cy + ITEM_DY, floe.rope, floe.fish))
    return group(nodes, data_floe=floe.tile)


def _space(
    hex_id: str,
    floe: FloeView | None,
    explorers: Sequence[int],
    view: IceFlowView,
    scene: Scene,
) -> Node:
    if floe is None and not explorers and hex_id in OPEN_WATER:
        return OPEN_WATER[hex_id]
    cx, cy = CENTRE[hex_id]
    nodes: list[Node] = [GROUND[hex_id]] if floe else [title(SPACE_TITLES[hex_id]), GROUND[hex_id]]
    if hex_id in ENTRY_MARKS:
        nodes.append(ENTRY_MARKS[hex_id])
    bears = 0
    if floe is not None:
        nodes.append(_floe(floe))
        bears = floe.bears
    elif hex_id == board.ISLAND:
        pile = view.island
        nodes.extend(_items(cx, cy + ITEM_DY, pile.rope, pile.fish))
        bears = pile.bears
    name = ALASKA_NAMES.get(hex_id) or SIBERIA_NAMES.get(hex_id)
    pieces = (1 if bears else 0) + len(explorers)
    if name is not None:
        y = cy - (9 if pieces > 2 else 6)
        nodes.append(text(cx, y, name, size=SMALL, anchor="middle", fill=MUTED))
    top = PIECE_DY if name is None else 12.0
    places = _piece_places(cx, cy, pieces, top)
    if bears:
        nodes.append(bear(*places[0], count=bears))
        places = places[1:]
    for explorer, (x, y) in zip(explorers, places, strict=True):
        nodes.append(explorer_token(explorer, x, y, scene))
    return group(nodes, data_space=hex_id)


def _ring(space: str, colour: str, dash: str | None = None) -> Node:
    return Node(
        "polygon",
        {
            "points": points(_corners(*CENTRE[space], R - 1.5)),
            "fill": "none",
            "stroke": colour,
            "stroke-width": 3,
            "stroke-dasharray": dash,
            "pointer-events": "none",
        },
    )


def _overlays(pending: PendingView | None) -> list[Node]:
    """What the decision now due marks on the board: the path walked so far, the space whose
    bears are chased or whose explorers must respond, and the collect space."""
    match pending:
        case MovingView(path=path):
            nodes: list[Node] = []
            if len(path) > 1:
                nodes.append(
                    Node(
                        "polyline",
                        {
                            "points": points([CENTRE[p] for p in path]),
                            "fill": "none",
                            "stroke": INK,
                            "stroke-width": 2.5,
                            "stroke-dasharray": "5 3",
                            "pointer-events": "none",
                        },
                    )
                )
            x, y = CENTRE[path[0]]
            nodes.append(
                circle(x, y, 4, fill="#ffffff", stroke=INK, stroke_width=2, pointer_events="none")
            )
            nodes.append(_ring(path[-1], INK, "5 3"))
            return nodes
        case ChasingView(space=space) | ArrivalView(space=space):
            return [_ring(space, DANGER)]
        case CollectingView(space=space):
            return [_ring(space, INK, "2 3")]
        case _:
            return []


def _board(view: IceFlowView, scene: Scene) -> Block:
    floes = {f.hex: f for f in view.floes}
    standing: dict[str, list[int]] = {}
    for seat in view.seats:
        for e in seat.explorers:
            if e.space is not None:
                standing.setdefault(e.space, []).append(e.id)
    nodes: list[Node] = list(STATIC_BOARD)
    for hex_id in SPACES:
        nodes.append(_space(hex_id, floes.get(hex_id), standing.get(hex_id, ()), view, scene))
    nodes.extend(_overlays(view.pending[-1] if view.pending else None))
    return Block(nodes, BOARD_HEIGHT)


# -- the status ----------------------------------------------------------------------------


def _due(view: IceFlowView, scene: Scene) -> str:
    """What is happening now, in the rules' words (§7, §17.1)."""
    if view.phase == "over":
        return _over(view, scene)
    mover = ", ".join(seat_name(scene, s) for s in view.to_move) or "nobody"
    if view.phase == "setup_explorers":
        return f"Setup: {mover} places an explorer on an Alaskan camp."
    if view.phase == "setup_floes":
        return f"Setup: {mover} places a floe (pick a turned tile, then a sea hex)."
    pending = view.pending[-1] if view.pending else None
    match pending:
        case MovingView(path=path):
            return f"{mover} is moving an explorer ({len(path) - 1} steps so far): step or stop."
        case ChasingView(space=space):
            return f"{mover} chases the bear off {space_name(space)}: pick an arrow."
        case CollectingView(space=space):
            return f"{mover} may collect one rope or fish on {space_name(space)}."
        case ArrivalView(space=space, responder=seat, chase_excluded=excluded):
            chase = "" if excluded or not _has_fish(view, seat) else ", chase it on for a fish"
            return (
                f"A bear reached {space_name(space)}: {mover} must escape{chase} "
                "or call the air rescue (pick an endangered explorer)."
            )
        case PlaceDiscoveredView(tile=tile):
            return f"{mover} places the new floe {tile} on a free entry hex."
        case _:
            floe = "done" if view.floe_action_taken else "to do"
            explorer = "done" if view.explorer_action_taken else "open"
            return f"{mover}'s turn: floe action {floe}, explorer action {explorer}."


def _hint(view: IceFlowView, scene: Scene) -> list[Block]:
    """For the seat to move, how its choices are clicked (the rest is in the move list)."""
    if scene.audience is None or scene.audience not in view.to_move:
        return []
    pending = view.pending[-1] if view.pending else None
    match pending:
        case None if view.phase == "setup_explorers":
            hint = "Click an Alaskan camp with room."
        case None if view.phase == "turn":
            hint = (
                "Click a floe to drift or turn it; an explorer, then a space to step to, "
                "or then a rope or fish to collect or drop."
            )
        case MovingView():
            hint = "Click the explorer, then the next space; or stop."
        case CollectingView():
            hint = "Click the explorer, then a rope or fish on its space; or skip."
        case ArrivalView():
            hint = "Click an endangered explorer for its escapes, or then a camp to fly to."
        case _:
            return []
    return [paragraph(hint, size=SMALL, fill=MUTED)]


def _over(view: IceFlowView, scene: Scene) -> str:
    outcome = view.outcome
    if outcome is None or not outcome.winners:
        return "The game is over."
    winner = seat_name(scene, outcome.winners[0])
    return f"Game over: {winner} won with three explorers in Siberia."


def _has_fish(view: IceFlowView, seat: int | None) -> bool:
    """Whether a responder can pay a chase's fish (one not gained this turn, §11.4)."""
    if seat is None:
        return False
    pack = view.seats[seat].backpack
    return pack.fish > pack.fresh_fish


def _chase(view: IceFlowView) -> list[Block]:
    """Six arrows round a bear, one per hex direction, when a bear is to be chased: a click
    names `chase_bear`'s `direction` (the bear runs straight on until a floe, §10.3)."""
    pending = view.pending[-1] if view.pending else None
    match pending:
        case ChasingView(space=space, bears=bears) if bears:
            words = [f"Chase the bear off {space_name(space)}:", "pick the way it runs."]
        case ArrivalView(space=space, bears=bears, responder=seat, chase_excluded=False) if (
            bears and _has_fish(view, seat)
        ):
            words = [f"Or chase the bear off {space_name(space)}", "on for a fish: pick a way."]
        case _:
            return []
    cx, cy = 36.0, 36.0
    nodes: list[Node] = [bear(cx, cy + 2)]
    for d, name in enumerate(board.DIRECTIONS):
        angle = math.radians(-90 + 60 * d)
        ux, uy = math.cos(angle), math.sin(angle)
        x, y = cx + ux * 26, cy + uy * 26
        arrow = [
            (x + ux * a - uy * b, y + uy * a + ux * b)
            for a, b in ((7, 0), (1, 5.5), (1, 2), (-7, 2), (-7, -2), (1, -2), (1, -5.5))
        ]
        nodes.append(
            group(
                [
                    title(f"chase the bear {DIRECTION_WORDS[name]}"),
                    circle(x, y, 10.5, fill="#ffffff", stroke=DANGER, stroke_width=2),
                    polygon(arrow, fill=DANGER),
                ],
                data_direction=name,
            )
        )
    for i, words_line in enumerate(words):
        nodes.append(text(86, 30 + i * 20, words_line, size=BODY))
    return [Block(nodes, 74)]


# -- seats ---------------------------------------------------------------------------------


def _whereabouts(seat: SeatView) -> str:
    counts = {"alaska_camp": 0, "strait": 0, "siberia_camp": 0, "unplaced": 0}
    for e in seat.explorers:
        if e.space is None:
            counts["unplaced"] += 1
        else:
            kind = board.KIND[e.space]
            counts[kind if kind in counts else "strait"] += 1
    parts = [
        f"Alaska {counts['alaska_camp']}",
        f"strait {counts['strait']}",
        f"Siberia {counts['siberia_camp']}/{board.EXPLORERS_PER_SEAT}",
    ]
    if counts["unplaced"]:
        parts.insert(0, f"to place {counts['unplaced']}")
    return " · ".join(parts)


def backpack(x: float, y: float, pack: Backpack, clickable: bool) -> list[Node]:
    """Three slots, ropes first; an item gained this turn has a dashed orange slot (§11.4);
    the viewer's own items name a dropped `item`."""
    slots: list[tuple[str | None, bool]] = []
    slots += [("rope", i >= pack.rope - pack.fresh_rope) for i in range(pack.rope)]
    slots += [("fish", i >= pack.fish - pack.fresh_fish) for i in range(pack.fish)]
    slots += [(None, False)] * (board.BACKPACK_SLOTS - len(slots))
    nodes: list[Node] = []
    for i, (item, fresh) in enumerate(slots):
        sx = x + i * 24
        nodes.append(
            rect(
                sx,
                y,
                22,
                22,
                rx=4,
                fill="#ffffff",
                stroke=FRESH if fresh else MUTED,
                stroke_width=2.5 if fresh else 1,
                stroke_dasharray="3 2" if fresh else None,
            )
        )
        named = item if clickable else None
        if item == "rope":
            nodes.append(rope_chip(sx + 11, y + 11, data_item=named))
        elif item == "fish":
            nodes.append(fish_chip(sx + 11, y + 11, data_item=named))
    return nodes


def mini_floe(x: float, y: float, tile: str, rotation: int, r: float = 11) -> list[Node]:
    """A small floe tile turned `rotation` steps clockwise, its ridges as thick edges (§4)."""
    nodes: list[Node] = [
        polygon(_corners(x, y, r), fill=style.ICE, stroke=FLOE_EDGE),
    ]
    for d in range(6):
        if board.ridge(tile, rotation, d):
            (ax, ay), (bx, by) = _edge(x, y, r - 1.5, d)
            nodes.append(line(ax, ay, bx, by, stroke=RIDGE, stroke_width=3.5))
    return nodes


def _seat_row(view: IceFlowView, scene: Scene, seat: SeatView) -> Block:
    s = seat.seat
    won = view.outcome is not None and s in view.outcome.winners
    moving = s in view.to_move or won
    own = scene.audience == s
    height = 46.0
    nodes: list[Node] = []
    if seat.drawn_tiles:
        height += 28
    if moving:
        nodes.append(rect(-4, 0, COLUMN + 8, height - 4, rx=4, fill=PANEL))
    nodes.append(token(13, 20, 11, seat_colour_name(s), mark=own))
    name = seat_name(scene, s)
    shown = name if len(name) <= 26 else name[:25] + "…"
    nodes.append(text(32, 18, shown, size=BODY, weight="bold" if moving else None))
    nodes.append(text(32, 37, _whereabouts(seat), size=SMALL, fill=MUTED))
    nodes.extend(backpack(310, 7, seat.backpack, own))
    label = _seat_label(view, s)
    if label:
        nodes.append(text(COLUMN, 24, label, size=SMALL, anchor="end", weight="bold"))
    for i, tile in enumerate(seat.drawn_tiles):
        x = 44 + i * 28
        nodes.append(group([title(f"tile {tile} to place"), *mini_floe(x, 56, tile, 0)]))
    if seat.drawn_tiles:
        nodes.append(text(0, 61, "tiles", size=SMALL, fill=MUTED))
    return Block(nodes, height)


def _seat_label(view: IceFlowView, seat: int) -> str:
    if view.outcome is not None:
        return "winner" if seat in view.outcome.winners else ""
    if seat in view.to_move:
        return "to move"
    return "turn" if seat == view.active_seat else ""


def _seats(view: IceFlowView, scene: Scene) -> list[Block]:
    return [heading("Players and backpacks")] + [
        _seat_row(view, scene, seat) for seat in view.seats
    ]


# -- tiles to place ------------------------------------------------------------------------


def _tiles_to_place(view: IceFlowView, scene: Scene) -> list[Block]:
    """The placer's tiles, each shown in its six turns: a click picks tile and rotation
    together, the next click the hex (the click rule takes `tile`, `rotation`, then `hex`)."""
    if scene.audience is None or scene.audience not in view.to_move:
        return []
    tiles: tuple[str, ...] = ()
    if view.phase == "setup_floes":
        tiles = view.seats[scene.audience].drawn_tiles
    elif view.pending and isinstance(view.pending[-1], PlaceDiscoveredView):
        tiles = (view.pending[-1].tile,)
    if not tiles:
        return []
    nodes: list[Node] = []
    width = 228.0
    for i, tile in enumerate(tiles):
        row, col = divmod(i, 2)
        x0, y0 = col * width, row * 32
        nodes.append(text(x0, y0 + 21, tile, size=SMALL, weight="bold"))
        for k in range(6):
            x = x0 + 48 + k * 29
            nodes.append(
                group(
                    [
                        title(f"{tile} turned {k} × 60° clockwise"),
                        *mini_floe(x, y0 + 16, tile, k, 12.5),
                    ],
                    data_tile=tile,
                    data_rotation=k,
                )
            )
    rows = math.ceil(len(tiles) / 2)
    return [
        heading("Your floe to place: pick it turned, then a hex"),
        Block(nodes, rows * 32),
    ]


# -- piles -----------------------------------------------------------------------------------


def card_lines(card_id: str) -> list[str]:
    """A card's face: its id, kind and items; where the two rules revisions differ (D6), the
    revision 2 number with revision 1's in brackets (the view does not say the revision)."""
    kind = "Diomede card" if board.CARD_KIND[card_id] == "diomede" else "ice floe card"
    first, second = board.card_items(card_id, 1), board.card_items(card_id, 2)
    lines = [card_id, kind]
    for name, old, new in zip(("rope", "fish", "bear"), first, second, strict=True):
        if old == new and new:
            lines.append(f"{name} {new}")
        elif old != new:
            lines.append(f"{name} {new} (rev. 1: {old})")
    if len(lines) == 2:
        lines.append("nothing")
    if board.CARD_KIND[card_id] == "diomede":
        lines.append("to the island")
    return lines


def _bag(x: float, y: float, view: IceFlowView) -> Node:
    """The cloth bag of floe tiles (its tiles are known, only the next draw is not, §15)."""
    n = len(view.bag)
    body = (
        f"M{x + 8},{y + 14} Q{x},{y + 58} {x + 30},{y + 58} Q{x + 60},{y + 58} {x + 52},{y + 14}Z"
    )
    nodes: list[Node] = [
        title(f"bag: {n} floe tiles"),
        Node("path", {"d": body, "fill": "#b9a27a", "stroke": INK}),
        rect(x + 12, y + 6, 36, 10, rx=3, fill="#9c8660", stroke=INK),
        text(x + 30, y + 44, str(n), size=BODY, anchor="middle", weight="bold"),
    ]
    return group(nodes)


def _supply(x: float, y: float, supply: Pile) -> list[Node]:
    return [
        rope_chip(x + 8, y + 10),
        text(x + 22, y + 15, str(supply.rope), size=SMALL),
        fish_chip(x + 9, y + 34),
        text(x + 22, y + 39, str(supply.fish), size=SMALL),
        bear(x + 8, y + 60),
        text(x + 22, y + 64, str(supply.bears), size=SMALL),
    ]


def _piles(view: IceFlowView) -> list[Block]:
    top = 20.0
    nodes: list[Node] = [
        text(0, 14, "draw pile", size=SMALL, fill=MUTED),
        card_back(0, top, 58, 80, view.draw_pile_size),
        text(70, 14, "revealed", size=SMALL, fill=MUTED),
    ]
    if view.revealed_card is not None:
        nodes.append(card(70, top, 150, 80, card_lines(view.revealed_card), mark=True))
    else:
        nodes.append(rect(70, top, 150, 80, rx=5, fill="none", stroke=MUTED, stroke_dasharray="4"))
        nodes.append(text(145, top + 45, "none", size=SMALL, anchor="middle", fill=MUTED))
    nodes.append(text(232, 14, f"discards {len(view.discard_pile)}", size=SMALL, fill=MUTED))
    if view.discard_pile:
        nodes.append(card(232, top, 76, 80, [view.discard_pile[-1], "on top"]))
    else:
        nodes.append(rect(232, top, 76, 80, rx=5, fill="none", stroke=MUTED, stroke_dasharray="4"))
    nodes.append(text(320, 14, "bag", size=SMALL, fill=MUTED))
    nodes.append(_bag(320, top, view))
    nodes.append(text(394, 14, "supply", size=SMALL, fill=MUTED))
    nodes.extend(_supply(394, top, view.supply))
    return [heading("Cards, bag and supply"), Block(nodes, top + 82)]


# -- legend ----------------------------------------------------------------------------------


def _legend(view: IceFlowView, scene: Scene) -> list[Block]:
    pending = view.pending[-1] if view.pending else None
    floe_swatch = group(
        [
            polygon(_corners(8, 8, 8), fill=style.ICE, stroke=FLOE_EDGE),
            line(4, 1.2, 12, 1.2, stroke=RIDGE, stroke_width=3),
        ]
    )
    entries: list[tuple[Node, str]] = [
        (floe_swatch, "floe, ridge costs a rope"),
        (group([*_lane_marker(12, 8, 3, 2)[:1]]), "current, hexes per drift"),
        (rect(0, 0, 16, 16, fill=WATER[3], stroke="#ffffff"), "darker: faster"),
        (
            rect(1, 1, 14, 14, fill=WATER[1], stroke="#ffffff", stroke_dasharray="3 2"),
            "entry hex",
        ),
        (rope_chip(8, 8), "rope"),
        (fish_chip(7, 8), "fish"),
        (bear(8, 10), "polar bear"),
        (rect(1, 1, 14, 14, fill=ISLAND_FILL, stroke=MUTED), "Diomede island"),
        (rect(1, 1, 14, 14, fill=SIBERIA, stroke=MUTED), "camps: A Alaska, S Siberia"),
        (
            rect(1, 1, 14, 14, rx=3, fill="#ffffff", stroke=FRESH, stroke_dasharray="3 2"),
            "gained this turn",
        ),
    ]
    if scene.audience is not None:
        entries.append((token(8, 8, 7, seat_colour_name(scene.audience), mark=True), "yours"))
    if isinstance(pending, MovingView):
        path_swatch = line(0, 8, 16, 8, stroke=INK, stroke_width=2.5, stroke_dasharray="5 3")
        entries.append((path_swatch, "path so far"))
    if isinstance(pending, CollectingView):
        ring = polygon(_corners(8, 8, 7.5), fill="none", stroke=INK, stroke_dasharray="2 3")
        entries.append((ring, "collect here"))
    if isinstance(pending, ChasingView | ArrivalView):
        ring = polygon(_corners(8, 8, 7.5), fill="none", stroke=DANGER, stroke_width=3)
        meaning = "bear to chase off" if isinstance(pending, ChasingView) else "a bear arrived"
        entries.append((ring, meaning))
    return [legend(entries)]


# -- the picture -----------------------------------------------------------------------------


def picture(view: IceFlowView, scene: Scene) -> str:
    blocks: list[Block] = [
        _board(view, scene),
        paragraph(_due(view, scene), size=BODY),
        *_hint(view, scene),
        *_chase(view),
        *_tiles_to_place(view, scene),
        *_seats(view, scene),
        *_piles(view),
        *_legend(view, scene),
    ]
    return document(scene, blocks, game="ice_flow", label="Ice Flow", names=NAMES)
