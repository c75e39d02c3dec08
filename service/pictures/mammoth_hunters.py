"""Mammoth Hunters as a picture: the 3 × 4 board of regions (docs/rules/mammoth_hunters.md
§3) with glaciers, mammoths, face-down campfire tiles and each seat's hunter groups, then the
turn, the card being resolved, the decks and discard piles with the reserves, the seats and
the viewer's hand.

A hunter group (one seat's plain or clubbed hunters in one region) is one pill in the seat's
colour with its letter and count, so five colours in one region stay readable. Hands other than
the viewer's are backs with counts, and campfire values are never drawn: the view holds only
how many tiles lie on a region (§14)."""

from __future__ import annotations

import json
from importlib import resources
from typing import Final

from service.domain.mammoth_hunters import data
from service.domain.mammoth_hunters.view import MammothHuntersView, PartView, RegionView
from service.pictures import style
from service.pictures.scene import Scene
from service.pictures.style import SMALL, Block, text
from service.pictures.svg import Node, circle, ellipse, group, line, path, polygon, rect, title

NAMES: Final = {
    "region": "region",
    "to_region": "to_region",
    "from_region": "from_region region",
    "owner": "owner",
    "clubbed": "clubbed",
    "mammoth": "from_region region",
    "campfire": "from_region",
    "card": "card",
    "deck": "deck",
    "attach_to": "attach_to",
}
"""Which command fields name each clickable kind (docs/frontend.md §5).

A region is two things: its ground (`region`: where a piece is placed or removed, a glacier
laid) inside its whole area (`to_region`: where a move ends; a click on the ground that fits
no placement falls back to it). Keeping them apart lets Hunting party's `place_mammoth` into R
be told from a substitution `move_hunter` into R. Where a move or a removal starts is the piece
itself: a hunter group (`owner`, `from_region`, `clubbed`), a mammoth, a campfire stack. The
hunter group's region is not the kind `region`, which would also fit a move *into* it: Drive's
3 → 5 and 5 → 3 of one owner could not be told apart."""

COLUMN = style.WIDTH - 2 * style.MARGIN
CELL_W = COLUMN / 4
CELL_H = 116.0
INSET = 1.5
BOARD_H = 3 * CELL_H
PILL_W, PILL_H = 33.0, 20.0
CARD_W, CARD_H = 84.0, 100.0
LIGHT_FACE, DARK_FACE = "#fffdf5", "#39414b"
LIGHT_BACK = "#e5dcc2"
MAMMOTH = "#7a573a"
TILE = "#6b4a32"
CLUB = "#5a3a1a"

TERRAIN_TONE: Final = {
    "tundra": style.TONES["tundra"],
    "forest": style.TONES["forest"],
    "hills": style.TONES["hills"],
    "marsh": style.TONES["swamp"],
    "steppe": style.TONES["steppe"],
    "river": style.DEEP_SEA,
}
"""The six terrains of §3.1 in the kit's tones (marsh is the kit's swamp; river is deep water,
apart from the pale glacier)."""


def _grid() -> dict[int, tuple[float, float]]:
    """Each region's top-left corner, from its `row` and `col` in the data file (§3.1)."""
    raw = json.loads(
        (resources.files("service.domain.mammoth_hunters") / "data.json").read_text("utf-8")
    )
    return {
        int(r["id"]): ((int(r["col"]) - 1) * CELL_W, (int(r["row"]) - 1) * CELL_H)
        for r in raw["regions"]
    }


CORNERS: Final = _grid()
TOTAL_ROUNDS: Final = {False: data.ROUNDS, True: data.ROUNDS_SHORT}


# -- static pieces ------------------------------------------------------------------------


def _region_face(number: int, covered: bool) -> list[Node]:
    """A region's ground and labels, the same in every picture. An open region's ground is
    the `region` thing; its labels let clicks through to it."""
    w, h = CELL_W - 2 * INSET, CELL_H - 2 * INSET
    terrain = data.TERRAIN[number]
    fill = style.TONES["glacier"] if covered else TERRAIN_TONE[terrain]
    ground = rect(
        0, 0, w, h, rx=6, fill=fill, stroke="#7d7563", data_region=None if covered else number
    )
    nodes: list[Node] = [ground]
    if covered:
        nodes += [
            line(x, 26, x + 30, 56, stroke="#a9c1d9", stroke_width=2) for x in range(6, 80, 16)
        ]
        nodes.append(text(w / 2, 86, "glacier", size=SMALL, anchor="middle", fill=style.MUTED))
    label = str(number)
    nodes.append(text(6, 18, label, size=style.BODY, weight="bold", pointer_events="none"))
    nodes.append(
        text(
            14 + 10 * len(label),
            18,
            terrain,
            size=SMALL,
            fill=style.MUTED if covered else style.INK,
            pointer_events="none",
        )
    )
    return nodes


FACES: Final = {(n, c): _region_face(n, c) for n in data.REGIONS for c in (False, True)}


def _mammoth_icon(x: float, y: float) -> Node:
    """A small mammoth, facing left, in a 26 × 18 box from (x, y)."""
    return group(
        [
            ellipse(x + 15, y + 9, 10, 7, fill=MAMMOTH),
            circle(x + 6, y + 7, 5.5, fill=MAMMOTH),
            path(f"M{x + 2} {y + 9} q-2 5 1 8", stroke=MAMMOTH, stroke_width=2.5, fill="none"),
            path(f"M{x + 5} {y + 11} q1 5 6 4", stroke="#ffffff", stroke_width=1.5, fill="none"),
            line(x + 11, y + 14, x + 11, y + 18, stroke=MAMMOTH, stroke_width=3),
            line(x + 20, y + 14, x + 20, y + 18, stroke=MAMMOTH, stroke_width=3),
        ]
    )


def _campfire_icon(x: float, y: float) -> Node:
    """A face-down campfire tile (a flame on a brown square) in an 18 × 18 box."""
    return group(
        [
            rect(x, y, 18, 18, rx=2, fill=TILE, stroke=style.INK),
            polygon(
                [(x + 9, y + 2), (x + 14, y + 11), (x + 9, y + 16), (x + 4, y + 11)],
                fill=style.TONES["fire"],
            ),
        ]
    )


def _club_icon(x: float, y: float, colour: str = CLUB) -> Node:
    """A club (a handle and a knob) in a 9 × 16 box."""
    return group(
        [
            line(x + 2, y + 15, x + 5, y + 6, stroke=colour, stroke_width=2.5),
            ellipse(x + 5.5, y + 4.5, 3.2, 4.5, fill=colour),
        ]
    )


def _stone_icon(cx: float, cy: float, dark: bool) -> Node:
    return circle(cx, cy, 7, fill="#5f5f5f" if dark else style.TONES["stone"], stroke=style.INK)


def _back(colour: str, x: float, y: float, width: float, height: float, count: int | None) -> Node:
    if colour == "light":
        return style.card_back(x, y, width, height, count, fill=LIGHT_BACK, ink=style.INK)
    return style.card_back(x, y, width, height, count)


# -- cards --------------------------------------------------------------------------------


def card_name(card: str) -> str:
    return data.card_type(card).name


def _price(card: str) -> str:
    """What a card costs (light, §6.3) or earns (dark, §6.4)."""
    kind = data.card_type(card)
    if kind.cost_by_option:
        return "cost " + "/".join(str(v) for v in kind.cost_by_option.values())
    if kind.colour == "light":
        return f"cost {kind.cost or 0}"
    reward = kind.reward or 0
    return f"+{reward} stone{'' if reward == 1 else 's'}"


def _card_lines(card: str) -> list[str]:
    return [*style.wrap(card_name(card), CARD_W - 6, SMALL), _price(card)]


CARD_LINES: Final = {c: _card_lines(c) for c in data.ALL_CARDS}


def _face(card: str, x: float, y: float, *, mark: bool = False, clickable: bool = False) -> Node:
    dark = data.colour_of(card) == "dark"
    drawn = style.card(
        x,
        y,
        CARD_W,
        CARD_H,
        CARD_LINES[card],
        fill=DARK_FACE if dark else LIGHT_FACE,
        ink="#ffffff" if dark else style.INK,
        mark=mark,
        data_card=card if clickable else None,
    )
    drawn.children.insert(0, title(f"{card_name(card)} ({data.colour_of(card)} card)"))
    return drawn


# -- the picture --------------------------------------------------------------------------


def picture(view: MammothHuntersView, scene: Scene) -> str:
    """The board, the turn, the cards and the seats, as `view`'s audience sees them."""
    blocks = [
        Block(_board(view, scene), BOARD_H),
        _status(view, scene),
        _in_play(view, scene),
        _cards(view),
        _seats(view, scene),
        _hand(view),
        _revealed(view, scene),
        LEGENDS[view.state == "glacier", _may_take_club(view, scene)],
    ]
    return style.document(
        scene, blocks, game="mammoth_hunters", label="Mammoth Hunters", names=NAMES
    )


def _board(view: MammothHuntersView, scene: Scene) -> list[Node]:
    attach = _club_targets(view, scene)
    icy = _glacier_targets(view)
    return [
        _region(region, view, scene, region.region in attach, region.region in icy)
        for region in view.board
    ]


def _glacier_targets(view: MammothHuntersView) -> frozenset[int]:
    """While the glacier player decides: the open regions on the top edge or next to a covered
    one, where the glacier may grow (§11 step 2)."""
    if view.state != "glacier":
        return frozenset()
    covered = {r.region for r in view.board if r.covered}
    return frozenset(
        r.region
        for r in view.board
        if not r.covered and (r.region in data.TOP_EDGE or data.ADJACENT[r.region] & covered)
    )


ELIGIBLE: Final = rect(
    3,
    3,
    CELL_W - 2 * INSET - 6,
    CELL_H - 2 * INSET - 6,
    rx=5,
    fill="none",
    stroke="#3b78b0",
    stroke_width=3,
    stroke_dasharray="7 4",
    pointer_events="none",
)


def _region(
    region: RegionView, view: MammothHuntersView, scene: Scene, attach: bool, icy: bool
) -> Node:
    number = region.region
    x, y = CORNERS[number]
    nodes: list[Node] = [title(_region_tip(region, scene)), *FACES[number, region.covered]]
    if icy:
        nodes.append(ELIGIBLE)
    if region.mammoths:
        nodes.append(
            group(
                [
                    _mammoth_icon(6, 26),
                    text(35, 41, str(region.mammoths), size=SMALL, weight="bold"),
                ],
                data_mammoth=number,
            )
        )
    if region.campfires:
        nodes.append(
            group(
                [
                    _campfire_icon(58, 25),
                    text(80, 41, str(region.campfires), size=SMALL, weight="bold"),
                ],
                data_campfire=number,
            )
        )
    nodes += _hunters(region, view, scene)
    if attach:
        nodes.append(_attach_button(number))
    where = f"translate({x + INSET:g} {y + INSET:g})"
    if region.covered:
        return group(nodes, transform=where)
    return group(nodes, transform=where, data_to_region=number)


def _region_tip(region: RegionView, scene: Scene) -> str:
    head = f"Region {region.region}, {region.terrain}"
    if region.covered:
        return f"{head}: under the glacier"
    said = [f"{region.mammoths} mammoth(s)", f"{region.campfires} campfire tile(s)"]
    for seat, hunters in region.hunters.items():
        said.append(f"{style.seat_name(scene, int(seat))} {hunters.plain + hunters.clubbed}")
    return f"{head}: " + ", ".join(said)


def _hunters(region: RegionView, view: MammothHuntersView, scene: Scene) -> list[Node]:
    """One pill per seat and club state, three to a row below the mammoths."""
    groups = [
        (int(seat), clubbed, count)
        for seat, hunters in region.hunters.items()
        for clubbed, count in ((False, hunters.plain), (True, hunters.clubbed))
        if count
    ]
    per_row = 3 if len(groups) <= 9 else 4
    width = PILL_W if per_row == 3 else 25.0
    nodes = []
    for i, (seat, clubbed, count) in enumerate(groups):
        px = 4 + (i % per_row) * (width + 3.5)
        py = 48 + (i // per_row) * (PILL_H + 2)
        nodes.append(_pill(px, py, width, seat, clubbed, count, view, scene, region.region))
    return nodes


def _pill(
    x: float,
    y: float,
    width: float,
    seat: int,
    clubbed: bool,
    count: int,
    view: MammothHuntersView,
    scene: Scene,
    region: int,
) -> Node:
    colour = style.colour(view.colours[seat] if seat < len(view.colours) else "")
    mine = seat == scene.audience
    kind = "clubbed hunter" if clubbed else "hunter"
    nodes: list[Node] = [
        title(f"{style.seat_name(scene, seat)}: {count} {kind}{'s' if count > 1 else ''}")
    ]
    if mine:  # a black ring outside a white one: visible on every seat colour, black included
        nodes.append(
            rect(x - 2, y - 2, width + 4, PILL_H + 4, rx=PILL_H / 2 + 2, fill=style.HIGHLIGHT)
        )
    nodes.append(
        rect(
            x,
            y,
            width,
            PILL_H,
            rx=PILL_H / 2,
            fill=colour.fill,
            stroke="#ffffff" if mine else style.INK,
            stroke_width=1.5 if mine else 1,
        )
    )
    label_x = x + (width / 2 - 5 if clubbed else width / 2)
    nodes.append(
        text(
            label_x,
            y + 15,
            f"{colour.letter}{count}",
            size=SMALL,
            anchor="middle",
            weight="bold",
            fill=colour.ink,
        )
    )
    if clubbed:
        nodes.append(_club_icon(x + width - 10, y + 2, colour.ink))
    return group(nodes, data_owner=seat, data_from_region=region, data_clubbed=clubbed)


def _club_targets(view: MammothHuntersView, scene: Scene) -> frozenset[int]:
    """Regions where the viewer may attach a club just taken (Club, Armament: the part's first
    sub-step, a club in the supply, an own unclubbed hunter there; §16.4)."""
    part = view.part
    if not _may_take_club(view, scene) or part is None:
        return frozenset()
    key = str(part.decider)
    return frozenset(r.region for r in view.board if key in r.hunters and r.hunters[key].plain > 0)


def _may_take_club(view: MammothHuntersView, scene: Scene) -> bool:
    part = view.part
    return (
        part is not None
        and part.decider == scene.audience
        and view.club_supply > 0
        and data.card_type(part.card).action in ("club_or_mammoth", "target_club_or_move_two")
        and part.memory.hunters + part.memory.mammoths + part.memory.other == 0
    )


def _attach_button(region: int) -> Node:
    """The top-right corner button: take a club and give it to an own hunter here."""
    x = CELL_W - 2 * INSET - 26
    return group(
        [
            title(f"Take a club for your hunter in region {region}"),
            rect(
                x,
                4,
                22,
                20,
                rx=4,
                fill="#ffffff",
                stroke=style.HIGHLIGHT,
                stroke_width=2,
                stroke_dasharray="3 2",
            ),
            _club_icon(x + 6, 6),
        ],
        data_attach_to=region,
    )


# -- the turn -----------------------------------------------------------------------------


def _status(view: MammothHuntersView, scene: Scene) -> Block:
    total = TOTAL_ROUNDS[view.options.short_game]
    nodes: list[Node] = [
        text(0, 18, f"Round {view.round} of {total}", size=style.LARGE, weight="bold")
    ]
    if view.final_round:
        nodes += [
            rect(150, 2, 104, 22, rx=11, fill=style.TONES["fire"], stroke=style.INK),
            text(
                202, 18, "final round", size=SMALL, anchor="middle", weight="bold", fill="#ffffff"
            ),
        ]
    said = style.paragraph(_turn_words(view, scene))
    nodes.append(group(said.nodes, transform="translate(0 26)"))
    return Block(nodes, 26 + said.height)


def _turn_words(view: MammothHuntersView, scene: Scene) -> str:
    if view.state == "over":
        return _result(view, scene)
    mover = style.seat_name(scene, view.to_move[0]) if view.to_move else "Nobody"
    active = style.seat_name(scene, view.active_seat)
    match view.state:
        case "preparatory":
            said = f"{mover} places a starting hunter (preparatory round)."
        case "play":
            said = f"{active} plays a card."
            if view.eight_stones:
                said += " Started the turn with 8 or more stones: no dark card but a Cult."
        case "resolve":
            card = card_name(view.in_play) if view.in_play else "the card"
            said = f"{mover} carries out {card}"
            said += "." if mover == active else f", played by {active}."
        case "discard":
            said = f"{active} may discard one card face down."
        case "draw":
            said = f"{active} draws back up to 5 cards."
        case "glacier":
            said = f"{mover}, with the fewest VP, may extend the glacier."
        case _:
            said = "The game moves on."
    return f"{said} Dark reserve: {view.dark_reserve} stones."


def _result(view: MammothHuntersView, scene: Scene) -> str:
    if view.outcome is None:
        return "The game is over."
    winners = [style.seat_name(scene, s) for s in view.outcome.winners]
    best = max(s.vp for s in view.seats) if view.seats else 0
    verb = "shares the victory" if len(winners) > 1 else "won"
    return f"Game over: {' and '.join(winners)} {verb} with {best} VP."


def _in_play(view: MammothHuntersView, scene: Scene) -> Block:
    """The card being resolved, who decides, and what its part has done so far (§16.4)."""
    part = view.part
    if view.in_play is None or part is None:
        return Block()
    nodes: list[Node] = [text(0, 16, "Card in play", weight="bold")]
    nodes.append(_face(view.in_play, 0, 24, mark=True))
    lines = _part_lines(part, view, scene)
    y = 40.0
    for said in lines:
        for piece in style.wrap(said, COLUMN - CARD_W - 12, SMALL):
            nodes.append(text(CARD_W + 12, y, piece, size=SMALL))
            y += 18
    height = max(24 + CARD_H, y)
    if _may_take_club(view, scene):
        nodes.append(_hold_button(CARD_W + 12, y - 8))
        height = max(height, y + 24)
    return Block(nodes, height)


def _part_lines(part: PartView, view: MammothHuntersView, scene: Scene) -> list[str]:
    memory = part.memory
    name = style.seat_name
    lines = [f"{name(scene, part.decider)} decides."]
    if part.decider != view.active_seat:
        lines[0] = f"Played by {name(scene, view.active_seat)}; {lines[0]}"
    if part.copied_from:
        lines.append(f"Copied by a Cult from the {part.copied_from} pile.")
    if part.option:
        lines.append(f"Option: {part.option.replace('_', ' ')}.")
    if part.waiting:
        lines.append("Then: " + ", ".join(name(scene, s) for s in part.waiting) + ".")
    done = []
    for count, word in (
        (memory.hunters, "hunter"),
        (memory.mammoths, "mammoth"),
        (memory.other, "other"),
    ):
        if count:
            done.append(f"{count} {word} step{'s' if count > 1 else ''}")
    lines.append("Done so far: " + (", ".join(done) if done else "nothing") + ".")
    if memory.region is not None:
        lines.append(f"Hunting party region: {memory.region}.")
    if memory.source is not None and memory.target is not None:
        lines.append(f"Trek from region {memory.source} to region {memory.target}.")
    if memory.alternative:
        lines.append(f"Chosen: {memory.alternative}.")
    return lines


def _hold_button(x: float, y: float) -> Node:
    """Take a club from the supply and hold it (`take_club` with `attach_to` null)."""
    return group(
        [
            rect(
                x,
                y,
                184,
                22,
                rx=4,
                fill="#ffffff",
                stroke=style.HIGHLIGHT,
                stroke_width=2,
                stroke_dasharray="3 2",
            ),
            _club_icon(x + 6, y + 3),
            text(x + 22, y + 16, "take and hold a club", size=SMALL),
        ],
        data_attach_to="null",
    )


# -- cards, reserves, supply --------------------------------------------------------------


def _cards(view: MammothHuntersView) -> Block:
    """Light deck and pile on the left, dark pile and deck on the right (§4 step 3), each
    reserve under its side; then the general supply."""
    slot = COLUMN / 4
    nodes: list[Node] = [text(0, 16, "Cards and stones", weight="bold")]
    top = 24.0
    decks = (("light", view.light_deck, 0), ("dark", view.dark_deck, 3))
    for colour, size, column in decks:
        x = column * slot + (slot - CARD_W) / 2
        back = _back(colour, x, top, CARD_W, CARD_H, size) if size else _empty(x, top)
        nodes.append(group([title(f"{colour} deck: {size} cards"), back], data_deck=colour))
        nodes.append(
            text(
                column * slot + slot / 2,
                top + CARD_H + 18,
                f"{colour} deck",
                size=SMALL,
                anchor="middle",
            )
        )
    for colour, pile, column in (("light", view.light_pile, 1), ("dark", view.dark_pile, 2)):
        x = column * slot + (slot - CARD_W) / 2
        if pile.top is not None:
            nodes.append(_face(pile.top, x, top))
        elif pile.size:
            nodes.append(_back(colour, x, top, CARD_W, CARD_H, None))
        else:
            nodes.append(_empty(x, top))
        nodes.append(
            text(
                column * slot + slot / 2,
                top + CARD_H + 18,
                f"{colour} pile ({pile.size})",
                size=SMALL,
                anchor="middle",
            )
        )
    y = top + CARD_H + 44
    nodes += [
        _stone_icon(8, y - 5, False),
        text(20, y, f"light reserve {view.light_reserve}", size=SMALL),
        _stone_icon(COLUMN / 2 + 8, y - 5, True),
        text(COLUMN / 2 + 20, y, f"dark reserve {view.dark_reserve}", size=SMALL, weight="bold"),
    ]
    y += 26
    nodes += [
        text(0, y, "Supply:", size=SMALL),
        _mammoth_icon(58, y - 15),
        text(88, y, str(view.mammoth_supply), size=SMALL, weight="bold"),
        _club_icon(116, y - 14),
        text(132, y, str(view.club_supply), size=SMALL, weight="bold"),
        _campfire_icon(160, y - 15),
        text(182, y, f"{view.campfires_aside} aside", size=SMALL),
        text(COLUMN, y, f"glacier tiles {len(view.glacier_tiles)}", size=SMALL, anchor="end"),
    ]
    return Block(nodes, y + 6)


def _empty(x: float, y: float) -> Node:
    return group(
        [
            rect(
                x, y, CARD_W, CARD_H, rx=5, fill="none", stroke=style.RULE, stroke_dasharray="4 3"
            ),
            text(
                x + CARD_W / 2,
                y + CARD_H / 2 + 5,
                "empty",
                size=SMALL,
                anchor="middle",
                fill=style.MUTED,
            ),
        ]
    )


# -- seats --------------------------------------------------------------------------------

_COLUMNS: Final = (
    ("VP", 192.0),
    ("stones", 240.0),
    ("pool", 286.0),
    ("board", 330.0),
    ("clubs", 374.0),
    ("hand", 428.0),
)
ROW = 28.0


def _seats(view: MammothHuntersView, scene: Scene) -> Block:
    """One row per seat: VP, stones, hunters in the pool and on the board, held clubs and the
    colours of the cards in hand (public, §14)."""
    nodes: list[Node] = [text(0, 16, "Seats", weight="bold")]
    nodes += [
        text(x, 16, label, size=SMALL, anchor="middle", fill=style.MUTED) for label, x in _COLUMNS
    ]
    ranks = view.outcome.ranks if view.outcome else ()
    for seat_view in view.seats:
        seat = seat_view.seat
        y = 24 + seat * ROW
        moving = seat in view.to_move
        mine = seat == scene.audience
        if moving or mine:
            nodes.append(
                rect(
                    -4,
                    y,
                    COLUMN + 8,
                    ROW - 2,
                    rx=4,
                    fill=style.PANEL if moving else "none",
                    stroke=style.HIGHLIGHT if mine else "none",
                    stroke_width=2,
                )
            )
        colour = view.colours[seat] if seat < len(view.colours) else ""
        nodes.append(style.token(12, y + 13, 10, colour, mark=mine))
        prefix = "▶ " if moving else (f"#{ranks[seat]} " if seat < len(ranks) else "")
        name = _fit(prefix + style.seat_name(scene, seat), 150)
        nodes.append(text(28, y + 18, name, size=SMALL, weight="bold" if moving else None))
        values = (
            seat_view.vp,
            seat_view.stones,
            seat_view.pool,
            seat_view.on_board,
            seat_view.held_clubs,
        )
        for (_, x), value in zip(_COLUMNS, values, strict=False):
            bold = "bold" if x == _COLUMNS[0][1] else None
            nodes.append(text(x, y + 18, str(value), size=SMALL, anchor="middle", weight=bold))
        nodes.append(_chip(402, y + 3, "light", seat_view.light_cards))
        nodes.append(_chip(430, y + 3, "dark", seat_view.dark_cards))
    return Block(nodes, 24 + len(view.seats) * ROW)


def _fit(content: str, width: float) -> str:
    most = int(width / (SMALL * style.CHAR))
    return content if len(content) <= most else content[: most - 1] + "…"


def _chip(x: float, y: float, colour: str, count: int) -> Node:
    """How many cards of one back a hand holds: a small back with the count."""
    dark = colour == "dark"
    return group(
        [
            title(f"{count} {colour} card{'s' if count != 1 else ''}"),
            rect(
                x, y, 24, 22, rx=3, fill=style.CARD_BACK if dark else LIGHT_BACK, stroke=style.INK
            ),
            text(
                x + 12,
                y + 16,
                str(count),
                size=SMALL,
                anchor="middle",
                weight="bold",
                fill="#ffffff" if dark else style.INK,
            ),
        ]
    )


# -- hands --------------------------------------------------------------------------------


def _hand(view: MammothHuntersView) -> Block:
    """The viewer's own cards, face up and clickable (play, discard, put away)."""
    if view.hand is None or view.state == "over":
        return Block()
    nodes: list[Node] = [text(0, 16, "Your hand", weight="bold")]
    if not view.hand:
        nodes.append(text(0, 40, "no cards", size=SMALL, fill=style.MUTED))
        return Block(nodes, 46)
    step = CARD_W + (COLUMN - 5 * CARD_W) / 4
    for i, card in enumerate(view.hand):
        nodes.append(_face(card, i * step, 24, clickable=True))
    return Block(nodes, 24 + CARD_H)


def _revealed(view: MammothHuntersView, scene: Scene) -> Block:
    """Once over every hand is public (§14): each seat's cards by name."""
    shown = view.revealed
    if shown is None:
        return Block()
    nodes: list[Node] = [text(0, 16, "Hands at the end", weight="bold")]
    y = 24.0
    for seat, hand in enumerate(shown.hands):
        names = ", ".join(card_name(c) for c in hand) or "no cards"
        said = style.paragraph(f"{style.seat_name(scene, seat)}: {names}.", size=SMALL)
        nodes.append(group(said.nodes, transform=f"translate(0 {y:g})"))
        y += said.height + 2
    return Block(nodes, y)


# -- legend -------------------------------------------------------------------------------


def _legend(icy: bool, arming: bool) -> Block:
    """Every symbol drawn; the glacier's reach and the club buttons only while shown."""
    entries: list[tuple[Node, str]] = [
        (style.swatch(tone), terrain) for terrain, tone in TERRAIN_TONE.items()
    ]
    entries += [
        (style.swatch(style.TONES["glacier"]), "glacier"),
        (group([_mammoth_icon(0, 0)], transform="translate(0 2) scale(0.62)"), "mammoths"),
        (group([_campfire_icon(0, 0)], transform="scale(0.9)"), "campfire tiles (face down)"),
        (
            rect(0, 2, 16, 12, rx=6, fill=style.colour("red").fill, stroke=style.INK),
            "R3: three red hunters",
        ),
        (
            group(
                [
                    rect(0, 2, 16, 12, rx=6, fill=style.colour("blue").fill, stroke=style.INK),
                    _club_icon(5, 0, "#ffffff"),
                ]
            ),
            "clubbed hunters",
        ),
        (rect(1, 2, 14, 12, rx=6, fill="#ffffff", stroke=style.HIGHLIGHT, stroke_width=3), "yours"),
        (rect(2, 0, 12, 16, rx=2, fill=LIGHT_BACK, stroke=style.INK), "light card"),
        (rect(2, 0, 12, 16, rx=2, fill=style.CARD_BACK, stroke=style.INK), "dark card"),
        (_stone_icon(8, 8, False), "stones"),
        (_club_icon(3, 0), "club"),
    ]
    if icy:
        entries.append(
            (
                rect(
                    1,
                    1,
                    14,
                    14,
                    rx=2,
                    fill="none",
                    stroke="#3b78b0",
                    stroke_width=2.5,
                    stroke_dasharray="4 2",
                ),
                "the glacier may spread here",
            )
        )
    if arming:
        entries.append(
            (
                rect(
                    1,
                    1,
                    14,
                    14,
                    rx=2,
                    fill="#ffffff",
                    stroke=style.HIGHLIGHT,
                    stroke_dasharray="3 2",
                ),
                "take a club for your hunter here",
            )
        )
    return style.legend(entries)


LEGENDS: Final = {(i, a): _legend(i, a) for i in (False, True) for a in (False, True)}
