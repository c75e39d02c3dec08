"""Pow Wow as a picture: the prairie of 114 numbered slots, the open claim window or the booty
choice being awaited, the face-up table, each seat's hand and victory pile, and the cards put
out of the game (docs/rules/pow_wow.md §11.6).

Nothing in the view is secret (§12): the face-down slots show only their numbers, since the
view holds no more of them, and once the game is over the prairie shows the layout. Prairie,
pile and out-of-game cards are small chips with a two-letter code (an Indian's colour and type
letters on its colour, a booty kind's letters on white); the table and the booty offers use
larger cards with words, grouped with their counts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Final

from service.domain.pow_wow.data import (
    COLOUR_OF,
    COLOURS,
    KIND_OF,
    SLOTS,
    TITLE,
    TYPE_OF,
    TYPES,
    canonical,
)
from service.domain.pow_wow.events import BootyOption
from service.domain.pow_wow.view import (
    ClaimView,
    OfferView,
    PowWowView,
    ResolutionView,
    WindowView,
)
from service.pictures import style
from service.pictures.scene import Scene
from service.pictures.style import (
    CARD,
    CARD_BACK,
    HIGHLIGHT,
    INK,
    MUTED,
    PANEL,
    RULE,
    SMALL,
    Block,
    heading,
    text,
)
from service.pictures.svg import Node, group, polygon, rect, title

NAMES: Final = {
    "slot": "slot",
    "hand": "hand",
    "kind": "kind",
    "colour": "colour",
    "type": "type",
}
"""A face-down slot is `reveal`'s `slot`; the viewer's hand card is `claim`'s `hand`; a booty
offer is `choose`'s `option.kind`, and the captive or partner drawn in it is that option's
person by `colour` and `type` (§11.1, D29)."""

COLUMN: Final = style.WIDTH - 2 * style.MARGIN

# -- codes and words of the cards ------------------------------------------------------------

TYPE_LETTER: Final = {"chief": "C", "warrior": "W", "maiden": "M", "hunter": "H"}
BOOTY_CODE: Final = {
    "buffalo": "Bu",
    "totem": "To",
    "tomahawk": "Tk",
    "necklace": "Ne",
    "teepee": "Te",
}
BOOTY_WORD: Final = {"totem": "totem pole"}


def _code(card: str) -> str:
    kind = KIND_OF.get(card)
    if kind is not None:
        return BOOTY_CODE.get(kind, kind[:2].title())
    return style.colour(COLOUR_OF[card]).letter + TYPE_LETTER.get(TYPE_OF[card], "?")


def _words(card: str) -> str:
    kind = KIND_OF.get(card)
    if kind is not None:
        return BOOTY_WORD.get(kind, kind)
    return f"{COLOUR_OF[card]} {TYPE_OF[card]}"


def _fill(card: str) -> tuple[str, str]:
    """A card's fill and ink: an Indian in its colour, booty on white."""
    if card in KIND_OF:
        return CARD, INK
    c = style.colour(COLOUR_OF[card])
    return c.fill, c.ink


# -- chips: the prairie's cells, piles and the out-of-game row ---------------------------------

CHIP_W = 22
CHIP_H = 20
CHIP_STEP = 24
CHIPS_PER_LINE = (COLUMN - 8) // CHIP_STEP


def _chip(card: str, width: float, height: float) -> Node:
    fill, ink = _fill(card)
    return group(
        [
            title(_words(card)),
            rect(0, 0, width, height, rx=3, fill=fill, stroke=INK),
            text(width / 2, height / 2 + 5, _code(card), size=SMALL, anchor="middle", fill=ink),
        ]
    )


CHIPS: Final = {card: _chip(card, CHIP_W, CHIP_H) for card in KIND_OF | COLOUR_OF}


def _chip_rows(cards: Sequence[str], x0: float = 0) -> tuple[list[Node], float]:
    """Cards as chips in their listed order, left to right, wrapping; and the rows' height."""
    nodes = [
        group(
            [CHIPS[card]],
            transform=(
                f"translate({x0 + (i % CHIPS_PER_LINE) * CHIP_STEP:g} "
                f"{(i // CHIPS_PER_LINE) * CHIP_STEP})"
            ),
        )
        for i, card in enumerate(cards)
    ]
    lines = -(-len(cards) // CHIPS_PER_LINE)
    return nodes, lines * CHIP_STEP


# -- the prairie: 114 slots ----------------------------------------------------------------------

SLOT_COLUMNS = 15
SLOT_PITCH_X = COLUMN / SLOT_COLUMNS
SLOT_PITCH_Y = 25
SLOT_W = SLOT_PITCH_X - 2.5
SLOT_H = 22
SLOT_ROWS = -(-SLOTS // SLOT_COLUMNS)


def _slot_at(slot: int) -> str:
    row, column = divmod(slot, SLOT_COLUMNS)
    return f"translate({column * SLOT_PITCH_X:g} {row * SLOT_PITCH_Y})"


def _face_down(slot: int) -> Node:
    return group(
        [
            title(f"slot {slot}, face down"),
            rect(0, 0, SLOT_W, SLOT_H, rx=3, fill=CARD_BACK, stroke=INK),
            text(SLOT_W / 2, 16, str(slot), size=SMALL, anchor="middle", fill="#ffffff"),
        ],
        transform=_slot_at(slot),
        data_slot=slot,
    )


def _empty(slot: int) -> Node:
    return rect(
        (slot % SLOT_COLUMNS) * SLOT_PITCH_X,
        (slot // SLOT_COLUMNS) * SLOT_PITCH_Y,
        SLOT_W,
        SLOT_H,
        rx=3,
        fill="none",
        stroke=RULE,
        stroke_dasharray="3 2",
    )


FACE_DOWN: Final = tuple(_face_down(slot) for slot in range(SLOTS))
EMPTY: Final = tuple(_empty(slot) for slot in range(SLOTS))
LAID: Final = {card: _chip(card, SLOT_W, SLOT_H) for card in CHIPS}
"""A slot's card once the game is over and the layout is shown."""


def prairie(view: PowWowView) -> Block:
    """The slots in a fixed grid (slot k at row k // 15): backs with numbers while face down,
    an empty place once revealed, the layout's card once the game is over."""
    nodes: list[Node] = []
    if view.layout is not None:
        for slot, card in enumerate(view.layout):
            if card is None or card not in LAID:
                nodes.append(EMPTY[slot])
            else:
                nodes.append(group([LAID[card]], transform=_slot_at(slot)))
        caption = "Prairie: the layout, revealed at the end"
    else:
        down = set(view.face_down)
        nodes = [FACE_DOWN[s] if s in down else EMPTY[s] for s in range(SLOTS)]
        caption = f"Prairie: {view.face_down_count} of {SLOTS} slots face down"
    head = heading(caption)
    grid = group(nodes, transform=f"translate(0 {head.height + 4:g})")
    return Block([*head.nodes, grid], head.height + 4 + SLOT_ROWS * SLOT_PITCH_Y)


# -- words for the state of play -----------------------------------------------------------------


def _seconds(ms: int) -> str:
    return f"{ms / 1000:g} s"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _names(scene: Scene, seats: Iterable[int]) -> str:
    listed = [style.seat_name(scene, s) for s in seats]
    return ", ".join(listed) if listed else "nobody"


def _to_move(view: PowWowView) -> frozenset[int]:
    """Who must act (§11.5): the revealer, the seats yet to act, or the seat choosing."""
    if view.phase == "awaiting_reveal":
        return frozenset({view.revealer})
    if view.window is not None:
        return frozenset(view.window.to_act)
    if view.resolution is not None:
        return frozenset({view.resolution.awaiting_seat})
    return frozenset()


def _deadline(scene: Scene) -> str:
    return f" Deadline: {style.clock_time(scene.deadline_at)}." if scene.deadline_at else ""


def status(view: PowWowView, scene: Scene) -> Block:
    """One paragraph: what the table waits for, with its timer, and the optional rules."""
    rules = [
        name
        for name, on in (
            ("war tribute", view.options.war_tribute),
            ("marriage", view.options.marriage),
            ("sharing", view.options.sharing),
        )
        if on
    ]
    played = f"Optional rules: {', '.join(rules)}." if rules else "Base game."
    if view.outcome is not None:
        best = max(view.outcome.scores, default=0)
        won = "wins" if len(view.outcome.winners) == 1 else "win"
        said = f"Game over: {_names(scene, view.outcome.winners)} {won} with {best} cards."
    elif view.window is not None:
        said = (
            f"Window {view.window.window} of {SLOTS} is open: "
            f"{_names(scene, view.window.to_act)} yet to claim or pass."
        )
    elif view.resolution is not None:
        seat = style.seat_name(scene, view.resolution.awaiting_seat)
        said = (
            f"Window {view.resolution.window}: {seat} chooses booty within "
            f"{_seconds(view.resolution.choice_timeout_ms)}."
        )
    elif view.phase == "awaiting_reveal" and view.next_window is not None:
        within = f" within {_seconds(view.reveal_timeout_ms)}" if view.reveal_timeout_ms else ""
        said = (
            f"{style.seat_name(scene, view.revealer)} reveals a slot{within}, opening window "
            f"{view.next_window} of {SLOTS}.{_deadline(scene)}"
        )
    else:
        said = "Waiting for the game to start."
    return style.paragraph(f"{said} {played}", size=SMALL)


# -- the open claim window and the awaited choice ---------------------------------------------


def _claim_rows(
    claims: Sequence[ClaimView], scene: Scene, current: int | None = None
) -> list[list[str]]:
    rows = []
    for c in claims:
        if current is None:
            note = "can collect" if c.productive else "nothing to collect"
        elif c.order < current:
            note = "resolved"
        elif c.order == current:
            note = "resolving now"
        else:
            note = "waiting"
        rows.append([_ordinal(c.order), _short(style.seat_name(scene, c.seat), 16), c.hand, note])
    return rows


CLAIM_WIDTHS: Final = (44, 150, 80, 150)


def window_panel(window: WindowView, scene: Scene) -> Block:
    """The open window (§4.2, §11.6): claims in order, passes, who is yet to act, its timer."""
    head = heading(f"Window {window.window}: claims")
    blocks = [head]
    if window.claims:
        blocks.append(
            style.table(_claim_rows(window.claims, scene), CLAIM_WIDTHS, bold_first=False)
        )
    else:
        blocks.append(style.paragraph("No claim yet.", size=SMALL, fill=MUTED))
    kind = "claim window" if window.deadline_kind == "claim_window" else "short window"
    lines = [
        f"Passed: {_names(scene, window.passed)}.",
        f"Yet to act: {_names(scene, window.to_act)}.",
        f"Closes {_seconds(window.deadline_ms)} after the reveal: {kind}"
        f" ({window.deadline_kind}).{_deadline(scene)}",
    ]
    blocks.extend(style.paragraph(line, size=SMALL) for line in lines)
    return _column(blocks, gap=2)


def resolution_panel(resolution: ResolutionView, scene: Scene) -> Block:
    """The claims being resolved in order, and the booty options of the seat awaiting its
    choice (§6.3, D8); each option is clickable, its captive or partner too."""
    seat = style.seat_name(scene, resolution.awaiting_seat)
    blocks = [
        heading(f"Window {resolution.window}: resolving"),
        style.table(
            _claim_rows(resolution.claims, scene, resolution.claim.order),
            CLAIM_WIDTHS,
            bold_first=False,
        ),
        style.paragraph(
            f"{seat}'s {resolution.claim.hand} chooses one option within "
            f"{_seconds(resolution.choice_timeout_ms)}.{_deadline(scene)}",
            size=SMALL,
        ),
    ]
    blocks.extend(_offer(n, offer) for n, offer in enumerate(resolution.options, 1))
    return _column(blocks, gap=4)


def _option_words(option: BootyOption) -> str:
    if option.kind == "own" and option.captive is not None:
        return f"own booty, captive {option.captive.colour} {option.captive.type}"
    if option.kind == "own":
        return "own booty"
    if option.kind == "marriage" and option.partner is not None:
        return f"marriage to the {option.partner.colour} {option.partner.type}"
    return option.kind


def _offer(number: int, offer: OfferView) -> Block:
    """One option: a panel naming `option.kind`, its cards grouped, the captive or partner
    naming its `colour` and `type`."""
    person = offer.option.captive or offer.option.partner
    picked: str | None = None
    if person is not None:
        picked = next(
            (
                c
                for c in offer.cards
                if COLOUR_OF.get(c) == person.colour and TYPE_OF.get(c) == person.type
            ),
            None,
        )
    cards: list[Node] = []
    groups = _grouped(offer.cards, keep_apart=picked)
    for i, (card, count) in enumerate(groups):
        x, y = 4 + (i % TABLE_COLUMNS) * OFFER_STEP, 26 + (i // TABLE_COLUMNS) * (CARD_H + 4)
        if card == picked and person is not None:
            cards.append(
                _table_card(card, count, x, y, data_colour=person.colour, data_type=person.type)
            )
        else:
            cards.append(_table_card(card, count, x, y))
    rows = -(-len(groups) // TABLE_COLUMNS)
    height = 26 + rows * (CARD_H + 4) + 2
    label = f"{number}. {_option_words(offer.option)}: {len(offer.cards)} cards"
    nodes = [
        rect(0, 0, COLUMN, height, rx=4, fill=PANEL, stroke=INK),
        text(6, 18, _short(label, 54), size=SMALL, weight="bold"),
        *cards,
    ]
    return Block([group(nodes, data_kind=offer.option.kind)], height)


# -- the table -----------------------------------------------------------------------------------

CARD_W = 72
CARD_H = 40
TABLE_COLUMNS = 6
CARD_STEP = (COLUMN - CARD_W) / (TABLE_COLUMNS - 1)
OFFER_STEP = (COLUMN - 8 - CARD_W) / (TABLE_COLUMNS - 1)


def _grouped(cards: Iterable[str], keep_apart: str | None = None) -> list[tuple[str, int]]:
    """Identical cards (an Indian's colour and type, a booty kind) as one card with a count,
    in canonical order; `keep_apart` stays a card of its own."""
    key_of: dict[str, str] = {}
    counts: Counter[str] = Counter()
    for card in canonical(tuple(cards)):
        key = card if card == keep_apart else _words(card)
        key_of.setdefault(key, card)
        counts[key] += 1
    return [(card, counts[key]) for key, card in key_of.items()]


def _table_card(
    card: str,
    count: int,
    x: float,
    y: float,
    *,
    data_colour: str | None = None,
    data_type: str | None = None,
) -> Node:
    fill, ink = _fill(card)
    kind = KIND_OF.get(card)
    first = kind if kind else TYPE_OF[card]
    second = "" if kind else COLOUR_OF[card]
    if count > 1:
        second = f"{second} ×{count}".strip()
    return style.card(
        x,
        y,
        CARD_W,
        CARD_H,
        [first, second] if second else [first],
        fill=fill,
        ink=ink,
        data_colour=data_colour,
        data_type=data_type,
    )


def table_block(view: PowWowView) -> Block:
    """The face-up cards (§4): Indians and then booty, identical ones stacked with a count."""
    head = heading(f"Table: {len(view.table)} face-up cards")
    neutral = [c for c in COLOURS if c not in view.seats]
    nodes = list(head.nodes)
    y = head.height
    if neutral:
        nodes.append(
            text(0, y + SMALL, f"Neutral colours: {', '.join(neutral)}", size=SMALL, fill=MUTED)
        )
        y += SMALL + 8
    groups = _grouped(view.table)
    if not groups:
        nodes.append(text(0, y + SMALL, "The table is empty.", size=SMALL, fill=MUTED))
        return Block(nodes, y + SMALL + 6)
    for i, (card, count) in enumerate(groups):
        x = (i % TABLE_COLUMNS) * CARD_STEP
        nodes.append(_table_card(card, count, x, y + (i // TABLE_COLUMNS) * (CARD_H + 6)))
    rows = -(-len(groups) // TABLE_COLUMNS)
    return Block(nodes, y + rows * (CARD_H + 6))


# -- the seats: hands and piles ------------------------------------------------------------------

HAND_W = 60
HAND_H = 24
HAND_STEP = 64


def _hand(view: PowWowView, seat: int, played: str | None, mine: bool) -> list[Node]:
    """The seat's four hand cards (§2: its colour's chief, warrior, maiden and hunter); a card
    on the board during a window is drawn faded. The viewer's own name `claim`'s `hand`."""
    c = style.colour(view.seats[seat])
    nodes = []
    for i, hand in enumerate(TYPES):
        data_hand = hand if mine else None
        x = 6 + i * HAND_STEP
        if hand == played:
            nodes.append(_on_the_board(hand, x, data_hand))
            continue
        nodes.append(
            style.card(
                x, 0, HAND_W, HAND_H, [hand], fill=c.fill, ink=c.ink, mark=mine, data_hand=data_hand
            )
        )
    return nodes


def _on_the_board(hand: str, x: float, data_hand: str | None) -> Node:
    """A hand card played in this window: its place in the hand, outlined (§4: it comes back
    when the window's resolution ends)."""
    return group(
        [
            rect(0, 0, HAND_W, HAND_H, rx=5, fill="none", stroke=INK, stroke_dasharray="4 3"),
            text(HAND_W / 2, SMALL + 4, hand, size=SMALL, anchor="middle", fill=MUTED),
        ],
        transform=f"translate({x:g} 0)",
        data_hand=data_hand,
    )


def _action(view: PowWowView, seat: int) -> str:
    """What the seat did or must do in the current round."""
    if view.outcome is not None:
        rank = view.outcome.ranks[seat] if seat < len(view.outcome.ranks) else 0
        won = ", wins" if seat in view.outcome.winners else ""
        return f"{_ordinal(rank)} place{won}"
    parts = ["revealer"] if seat == view.revealer else []
    claimed = _played(view, seat)
    if seat in _to_move(view):
        parts.append(
            "to reveal"
            if view.phase == "awaiting_reveal"
            else "to choose"
            if view.resolution
            else "to act"
        )
    elif claimed is not None:
        parts.append(f"claimed {claimed}")
    elif view.window is not None and seat in view.window.passed:
        parts.append("passed")
    return " · ".join(parts)


def _played(view: PowWowView, seat: int) -> str | None:
    """The hand type the seat claimed with in the open or resolving window, if any."""
    claims = (
        view.window.claims if view.window else view.resolution.claims if view.resolution else ()
    )
    return next((c.hand for c in claims if c.seat == seat), None)


def _short(content: str, chars: int) -> str:
    return content if len(content) <= chars else content[: chars - 1] + "…"


def seat_block(view: PowWowView, scene: Scene, seat: int) -> Block:
    """A seat's row: colour, name, what it does now, hand, and its pile bottom → top."""
    mine = scene.audience == seat
    moving = seat in _to_move(view)
    action = _action(view, seat)
    name_room = COLUMN - 40 - style.text_width(action, SMALL) - 12
    name = _short(style.seat_name(scene, seat), max(4, int(name_room / (16 * style.CHAR))))
    pile = view.piles[seat] if seat < len(view.piles) else ()
    size = len(pile)
    chips, chips_height = _chip_rows(pile, 6)
    height = 64 + max(chips_height, 20) + 4
    score = f"{size} card{'s' if size != 1 else ''}" if view.outcome else f"pile: {size}"
    nodes: list[Node] = [
        rect(
            0,
            0,
            COLUMN,
            height,
            rx=5,
            fill=PANEL if moving else style.PAPER,
            stroke=HIGHLIGHT if mine else RULE,
            stroke_width=3 if mine else 1,
        ),
        style.token(18, 16, 10, view.seats[seat], mark=mine),
        text(34, 22, name, size=style.BODY, weight="bold"),
        text(COLUMN - 8, 22, action, size=SMALL, anchor="end", weight="bold" if moving else None),
        *([_arrow(COLUMN - 26 - style.text_width(action, SMALL), 10)] if moving else []),
        group(_hand(view, seat, _played(view, seat), mine), transform="translate(0 32)"),
        text(COLUMN - 8, 50, score, size=SMALL, anchor="end", weight="bold"),
    ]
    if pile:
        nodes.append(group(chips, transform="translate(0 64)"))
    else:
        nodes.append(text(8, 78, "Empty pile.", size=SMALL, fill=MUTED))
    return Block(nodes, height)


def _arrow(x: float, y: float) -> Node:
    """The mark of a seat to move."""
    return polygon([(x, y), (x + 12, y + 7), (x, y + 14)], fill=HIGHLIGHT)


def out_of_game_block(view: PowWowView) -> Block:
    """Cards removed by penalties, in the order removed (§8)."""
    head = heading(f"Out of game: {len(view.out_of_game)} cards")
    if not view.out_of_game:
        return Block(
            [*head.nodes, text(0, head.height + SMALL, "None yet.", size=SMALL, fill=MUTED)],
            head.height + SMALL + 4,
        )
    chips, height = _chip_rows(view.out_of_game)
    return Block(
        [*head.nodes, group(chips, transform=f"translate(0 {head.height + 2:g})")],
        head.height + 2 + height,
    )


# -- the legend ----------------------------------------------------------------------------------


LEGEND: Final = style.legend(
    [
        (rect(0, 0, 16, 16, rx=2, fill=CARD_BACK, stroke=INK), "face-down slot"),
        (
            rect(0, 0, 16, 16, rx=2, fill="none", stroke=RULE, stroke_dasharray="3 2"),
            "revealed slot",
        ),
        (style.swatch(style.colour("red").fill), "Indian card"),
        (style.swatch(CARD), "booty card"),
        (rect(1, 1, 14, 14, rx=2, fill=PANEL, stroke=HIGHLIGHT, stroke_width=3), "your seat"),
        (_arrow(2, 1), "seat to move"),
        (
            rect(0, 0, 16, 16, rx=2, fill="none", stroke=INK, stroke_dasharray="4 3"),
            "hand card on the board",
        ),
    ]
)
CODES: Final = style.paragraph(
    "Chips: colour letter (R red, Y yellow, P purple, B blue, G green) and type letter "
    "(C chief, W warrior, M maiden, H hunter); Bu buffalo, To totem pole, Tk tomahawk, "
    "Ne necklace, Te teepee. Piles run bottom to top.",
    size=SMALL,
    fill=MUTED,
)


# -- the whole picture ---------------------------------------------------------------------------


def _column(blocks: Sequence[Block], gap: float = 6) -> Block:
    """Blocks one below the other, inside the current column (no margins of their own)."""
    nodes: list[Node] = []
    y = 0.0
    for block in blocks:
        if not block.nodes:
            continue
        nodes.append(group(block.nodes, transform=f"translate(0 {y:g})"))
        y += block.height + gap
    return Block(nodes, max(0.0, y - gap))


def picture(view: PowWowView, scene: Scene) -> str:
    blocks = [status(view, scene), prairie(view)]
    if view.window is not None:
        blocks.append(window_panel(view.window, scene))
    if view.resolution is not None:
        blocks.append(resolution_panel(view.resolution, scene))
    blocks.append(table_block(view))
    blocks.append(heading("Seats"))
    blocks.append(
        _column([seat_block(view, scene, seat) for seat in range(len(view.seats))], gap=6)
    )
    blocks.append(out_of_game_block(view))
    blocks.append(_column([LEGEND, CODES], gap=4))
    return style.document(scene, blocks, game="pow_wow", label=TITLE, names=dict(NAMES))
