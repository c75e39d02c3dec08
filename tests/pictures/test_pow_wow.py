"""Pow Wow's picture and words (service/pictures/pow_wow.py, pow_wow_words.py): the prairie's
numbered slots, the open window and the awaited choice, the table, hands and piles, and the
click rule on slots, hand cards and booty offers (docs/rules/pow_wow.md §11.6, §12)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from service.domain.pow_wow import RULES
from service.domain.pow_wow.commands import Reveal
from service.domain.pow_wow.data import COLOUR_OF, KIND_OF, TYPE_OF
from service.domain.pow_wow.events import (
    BootyOption,
    BootyTaken,
    Event,
    Indian,
    PrairieLaidOut,
    TributePaid,
)
from service.pictures.pow_wow import picture
from service.pictures.pow_wow_words import describe
from service.pictures.scene import Scene
from tests.domain.pow_wow.helpers import claims, loaded, opened, run, state_of
from tests.kit.setups import plain
from tests.pictures.positions import moments
from tests.support import clicks

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ("Ada", "Bo", "Cy")
SEATS = ("red", "yellow", "purple")


def drawn(events: Sequence[Event], audience: int | None = 0, deadline: str | None = None) -> str:
    state = state_of(events)
    scene = Scene(
        names=NAMES[: state.players], audience=audience, version=len(events), deadline_at=deadline
    )
    return picture(RULES.view(state, audience), scene)


def root_of(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")]


def all_text(svg: str) -> str:
    return " ".join(texts(root_of(svg)))


def with_data(svg: str, kind: str) -> list[ET.Element]:
    return [e for e in root_of(svg).iter() if f"data-{kind}" in e.attrib]


def seat_row(svg: str, name: str) -> ET.Element:
    """The group of a seat's row: the one whose own bold text is the seat's name."""
    for element in root_of(svg).iter(f"{SVG}g"):
        if any(
            child.tag == f"{SVG}text" and child.text == name and child.get("font-weight") == "bold"
            for child in element
        ):
            return element
    raise AssertionError(f"no row for {name}")


def chip_words(element: ET.Element) -> list[str]:
    """The words of the chips inside `element` (each chip's tooltip), in drawing order."""
    own = element.find(f"{SVG}title")  # the document's own title, on the root
    return [
        t.text or ""
        for t in element.iter(f"{SVG}title")
        if t is not own and not (t.text or "").startswith("slot")
    ]


def card_words(card: str) -> str:
    kind = KIND_OF.get(card)
    if kind is not None:
        return "totem pole" if kind == "totem" else kind
    return f"{COLOUR_OF[card]} {TYPE_OF[card]}"


def resolving_chief() -> list[Event]:
    """Ada's red chief awaits a choice: two captives, a marriage and the teepees (§5.3)."""
    events = opened(
        "red-chief-1",
        seats=SEATS,
        table=(
            "totem-1",
            "totem-2",
            "yellow-hunter-1",
            "purple-warrior-1",
            "yellow-maiden-1",
            "teepee-1",
            "buffalo-01",
        ),
        piles=(("buffalo-02", "red-hunter-2", "necklace-1"), (), ("teepee-3",)),
        out_of_game=("tomahawk-1", "green-maiden-1"),
        options={"marriage": True},
    )
    return claims(events, (0, "chief"), (1, "maiden"), (2, None))


# -- the prairie -------------------------------------------------------------------------------


def test_every_face_down_slot_is_a_back_with_its_number_naming_reveals_slot() -> None:
    svg = drawn(loaded(seats=SEATS))
    slots = with_data(svg, "slot")
    assert [s.get("data-slot") for s in slots] == [str(k) for k in range(114)]
    assert [texts(s) for s in slots] == [[str(k)] for k in range(114)]
    assert root_of(svg).get("data-names-slot") == "slot"


def test_a_revealed_slot_is_an_empty_place_that_names_nothing() -> None:
    svg = drawn(opened("buffalo-07", seats=SEATS))
    assert "0" not in [s.get("data-slot") for s in with_data(svg, "slot")]
    assert len(with_data(svg, "slot")) == 113
    assert "Prairie: 113 of 114 slots face down" in texts(root_of(svg))


def test_every_reveal_of_the_revealer_is_one_click_on_its_slot() -> None:
    events = loaded(seats=SEATS, revealer=1)
    board = clicks.clickable(drawn(events, audience=1))
    moves = plain(RULES.legal_moves(state_of(events), 1))
    assert len(moves) == 114
    for move in moves:
        path = clicks.clicks_for(move, board.things, board.names)
        assert path == [(("slot", str(move["slot"])),)]
        assert clicks.candidates(clicks.choices(moves), path, board.names) == [move]


def test_once_over_the_prairie_shows_the_layout_and_no_slot_can_be_clicked() -> None:
    last = moments("pow_wow")[-1]
    view = last.rules.view(last.state, None)
    assert view.layout is not None
    svg = picture(view, Scene(names=NAMES, audience=None, version=last.version))
    assert with_data(svg, "slot") == []
    assert "Prairie: the layout, revealed at the end" in texts(root_of(svg))
    laid = [card for card in view.layout if card is not None]
    assert chip_words(root_of(svg))[: len(laid)] == [card_words(card) for card in laid]


# -- the window, the hands and the claims ----------------------------------------------------


def test_the_viewers_hand_cards_name_claims_hand_and_no_other_hand_does() -> None:
    events = opened("red-hunter-1", seats=SEATS, table=("buffalo-01",))
    svg = drawn(events, audience=1)
    hands = ["chief", "warrior", "maiden", "hunter"]
    assert [h.get("data-hand") for h in with_data(svg, "hand")] == hands
    assert [e.get("data-hand") for e in seat_row(svg, "Bo").iter() if "data-hand" in e.attrib] == (
        hands
    )
    assert with_data(drawn(events, audience=None), "hand") == []


def test_each_claim_of_the_window_is_one_click_on_a_hand_card_and_pass_is_left_to_the_list() -> (
    None
):
    events = opened("red-hunter-1", seats=SEATS, table=("buffalo-01",))
    board = clicks.clickable(drawn(events, audience=2))
    moves = plain(RULES.legal_moves(state_of(events), 2))
    assert [m["type"] for m in moves] == ["pow_wow.claim"] * 4 + ["pow_wow.pass"]
    for move in moves[:4]:
        path = clicks.clicks_for(move, board.things, board.names)
        assert path == [(("hand", move["hand"]),)]
        assert clicks.candidates(clicks.choices(moves), path, board.names) == [move]
    assert clicks.nameable(moves[4], board.names) == set()


def test_the_open_window_lists_claims_in_order_passes_who_is_yet_to_act_and_its_deadline() -> None:
    events = opened("red-hunter-1", seats=SEATS, table=("buffalo-01",))
    events = claims(events, (1, "maiden"), (0, "hunter"))
    svg = drawn(events, deadline="2026-11-29T12:00:05Z")
    words = texts(root_of(svg))
    assert words[words.index("1st") :][:4] == ["1st", "Bo", "maiden", "nothing to collect"]
    assert words[words.index("2nd") :][:4] == ["2nd", "Ada", "hunter", "can collect"]
    assert "Yet to act: Cy." in words
    assert "Passed: nobody." in words
    assert any(
        w.startswith("Closes 5 s after the reveal: claim window (claim_window).") for w in words
    )
    assert "Deadline: 12:00:05 UTC." in all_text(svg)


def test_a_played_hand_card_is_drawn_as_an_outline_in_its_place() -> None:
    events = claims(opened("red-hunter-1", seats=SEATS, table=("buffalo-01",)), (0, "hunter"))
    row = seat_row(drawn(events, audience=0), "Ada")
    played = next(e for e in row.iter() if e.get("data-hand") == "hunter")
    outline = played.find(f"{SVG}rect")
    assert outline is not None
    assert outline.get("fill") == "none"
    assert outline.get("stroke-dasharray") == "4 3"
    assert "revealer · claimed hunter" in texts(row)


# -- the awaited choice ----------------------------------------------------------------------


def test_the_awaited_choice_shows_each_option_with_its_cards_in_listing_order() -> None:
    svg = drawn(resolving_chief())
    offers = with_data(svg, "kind")
    assert [o.get("data-kind") for o in offers] == ["own", "own", "marriage", "teepees"]
    assert texts(offers[0])[0] == "1. own booty, captive yellow hunter: 4 cards"
    assert texts(offers[2])[0] == "3. marriage to the yellow maiden: 3 cards"
    assert texts(offers[3]) == ["4. teepees: 2 cards", "chief", "red", "teepee"]
    people = [(p.get("data-colour"), p.get("data-type")) for p in with_data(svg, "colour")]
    assert people == [("yellow", "hunter"), ("purple", "warrior"), ("yellow", "maiden")]


def test_every_booty_choice_is_chosen_by_clicking_its_offer_and_its_captive_or_partner() -> None:
    events = resolving_chief()
    board = clicks.clickable(drawn(events, audience=0))
    moves = plain(RULES.legal_moves(state_of(events), 0))
    assert len(moves) == 4
    for move in moves:
        path = clicks.clicks_for(move, board.things, board.names)
        assert path is not None
        assert path[0] == (("kind", move["option"]["kind"]),)
        assert clicks.candidates(clicks.choices(moves), path, board.names) == [move]
    captive = (("colour", "purple"), ("type", "warrior"))
    assert clicks.candidates(clicks.choices(moves), [captive], board.names) == [moves[1]]


def test_only_the_seat_awaiting_the_choice_is_marked_to_move() -> None:
    svg = drawn(resolving_chief(), audience=1)
    ada, bo = seat_row(svg, "Ada"), seat_row(svg, "Bo")
    assert "revealer · to choose" in texts(ada)
    assert "claimed maiden" in texts(bo)
    assert len(list(ada.iter(f"{SVG}polygon"))) == 1
    assert list(bo.iter(f"{SVG}polygon")) == []


# -- the table, the piles and the end ------------------------------------------------------------


def test_the_table_stacks_identical_cards_with_a_count_and_names_the_neutral_colours() -> None:
    events = loaded(seats=SEATS, table=("buffalo-01", "buffalo-02", "green-hunter-1", "totem-3"))
    words = texts(root_of(drawn(events)))
    start = words.index("Table: 4 face-up cards")
    assert words[start : start + 7] == [
        "Table: 4 face-up cards",
        "Neutral colours: blue, green",
        "hunter",
        "green",
        "buffalo",
        "×2",
        "totem",
    ]


def test_a_pile_shows_its_cards_bottom_to_top_and_its_size() -> None:
    svg = drawn(resolving_chief(), audience=2)
    row = seat_row(svg, "Ada")
    assert chip_words(row) == ["buffalo", "red hunter", "necklace"]
    assert [t for t in texts(row) if t in ("Bu", "RH", "Ne")] == ["Bu", "RH", "Ne"]
    assert "pile: 3" in texts(row)
    assert "Empty pile." in texts(seat_row(svg, "Bo"))


def test_cards_out_of_the_game_are_listed_in_the_order_removed() -> None:
    words = texts(root_of(drawn(resolving_chief())))
    at = words.index("Out of game: 2 cards")
    assert words[at + 1 : at + 3] == ["Tk", "GM"]


def test_the_viewers_seat_row_is_outlined_thickly_and_the_others_thinly() -> None:
    svg = drawn(resolving_chief(), audience=2)
    outline = {name: seat_row(svg, name).find(f"{SVG}rect") for name in NAMES}
    assert {n: r.get("stroke-width") for n, r in outline.items() if r is not None} == {
        "Ada": "1",
        "Bo": "1",
        "Cy": "3",
    }


def test_once_over_each_seat_shows_its_place_and_the_winners_are_named() -> None:
    last = moments("pow_wow")[-1]
    view = last.rules.view(last.state, 0)
    assert view.outcome is not None
    names = ("Ada", "Bo", "Cy", "Di", "Ed")[: len(view.seats)]
    svg = picture(view, Scene(names=names, audience=0, version=last.version))
    best = max(view.outcome.scores)
    winner = names[view.outcome.winners[0]]
    assert all_text(svg).startswith(f"Pow Wow version {last.version} Seen by Ada (seat 0) ")
    assert any(
        t.startswith(f"Game over: {winner} wins with {best} cards.") for t in texts(root_of(svg))
    )
    assert "1st place, wins" in texts(seat_row(svg, winner))
    assert f"{best} cards" in texts(seat_row(svg, winner))


def test_the_picture_names_the_kinds_fields_on_its_root() -> None:
    root = root_of(drawn(resolving_chief()))
    assert {k: v for k, v in root.attrib.items() if k.startswith("data-names-")} == {
        "data-names-slot": "slot",
        "data-names-hand": "hand",
        "data-names-kind": "kind",
        "data-names-colour": "colour",
        "data-names-type": "type",
    }


# -- the words ---------------------------------------------------------------------------------


def said(event: Event, names: tuple[str, ...] = NAMES) -> str:
    return describe(event, Scene(names=names, audience=None, version=1))


def test_the_laid_out_prairie_is_told_without_its_cards() -> None:
    copy = RULES.redact(PrairieLaidOut(114, ("red-chief-1",) * 114, "salt"), 0)
    assert said(copy) == "The 114 prairie cards were laid out face down."


def test_a_reveal_names_the_slot_the_card_and_the_window_it_opens() -> None:
    events = loaded(seats=SEATS, next_cards=("yellow-maiden-2",))
    revealed = run(events, (Reveal(1, 0), state_of(events).revealer))[-1]
    assert said(revealed) == "Window 1 opened: Ada turned slot 0, showing a yellow maiden."


def test_a_claim_says_its_hand_its_rank_and_whether_it_can_collect() -> None:
    events = claims(opened("red-hunter-1", seats=SEATS, table=("buffalo-01",)), (1, "chief"))
    assert (
        said(events[-1]) == "Window 2: Bo claimed with the chief (1st claim, nothing to collect)."
    )


def test_booty_taken_by_choice_counts_identical_cards() -> None:
    option = BootyOption("own", captive=Indian("yellow", "hunter"))
    event = BootyTaken(
        3, 0, option, ("red-chief-1", "yellow-hunter-1", "totem-1", "totem-2"), False, False
    )
    assert said(event) == (
        "Window 3: Ada took a red chief, a yellow hunter and 2 totem poles "
        "(own booty with a yellow hunter as captive) by choice."
    )


def test_war_tribute_names_payer_receiver_and_the_buffalo() -> None:
    event = TributePaid(4, 1, 0, ("buffalo-01", "buffalo-02"))
    assert said(event) == "War tribute: Bo paid 2 buffalo to Ada."


def test_a_seat_without_a_name_is_called_by_its_number_inside_the_sentence() -> None:
    event = TributePaid(4, 1, 0, ("buffalo-01",))
    assert said(event, ("Ada", None)) == "War tribute: seat 1 paid a buffalo to Ada."
