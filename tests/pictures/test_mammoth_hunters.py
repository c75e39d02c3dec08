"""The Mammoth Hunters picture and its words, on states of recorded games and on positions
built with the game's own test helpers (docs/rules/mammoth_hunters.md)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from msgspec.structs import replace

from service.domain.kernel import Rng, fold
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.commands import HunterRef, PlayCard, SwapHunters
from service.domain.mammoth_hunters.events import (
    CampfiresRevealed,
    CardDrawn,
    CardPlayed,
    ConflictResolved,
    HunterMoved,
    HuntersSwapped,
)
from service.domain.mammoth_hunters.state import State
from service.domain.mammoth_hunters.view import MammothHuntersView
from service.pictures import mammoth_hunters
from service.pictures.mammoth_hunters_words import describe
from service.pictures.scene import Scene
from service.pictures.style import HIGHLIGHT
from tests.domain.mammoth_hunters.helpers import document, hands_with, run, state_of
from tests.kit.hooks import hooks_of
from tests.kit.setups import plain
from tests.pictures.positions import Moment, moments
from tests.support import clicks

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ("Ada", "Bo", "Cy", "Di", "Ed")


def moment(name: str) -> Moment:
    (found,) = [m for m in moments("mammoth_hunters") if m.name == name]
    return found


def scene(players: int, seat: int | None, version: int = 7) -> Scene:
    return Scene(names=NAMES[:players], audience=seat, version=version)


def drawn(state: State, seat: int | None) -> tuple[MammothHuntersView, ET.Element]:
    view = RULES.view(state, seat)
    return view, ET.fromstring(mammoth_hunters.picture(view, scene(state.players, seat)))


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")]


def with_data(root: ET.Element, attribute: str) -> list[ET.Element]:
    return [e for e in root.iter() if e.get(f"data-{attribute}") is not None]


def region_area(root: ET.Element, region: int) -> ET.Element:
    (found,) = [g for g in with_data(root, "to-region") if g.get("data-to-region") == str(region)]
    return found


def pill(root: ET.Element, owner: int, region: int, clubbed: bool) -> ET.Element:
    (found,) = [
        g
        for g in with_data(root, "owner")
        if (g.get("data-owner"), g.get("data-from-region"), g.get("data-clubbed"))
        == (str(owner), str(region), json.dumps(clubbed))
    ]
    return found


REGIONS: dict[int, dict[str, Any]] = {
    5: {"hunters": {0: (2, 0), 1: (1, 1)}, "mammoths": 1, "campfires": [2, 0]},
    6: {"hunters": {0: (0, 1), 1: (2, 0), 2: (1, 0)}},
    9: {"hunters": {2: (3, 0), 0: (1, 0)}, "mammoths": 2},
}
"""A board with plain and clubbed hunters of three seats, mammoths and two campfire tiles."""


def playing(card: str, *, target: int | None = None, **kw: Any) -> State:
    """Seat 0 of three has just played `card` on the board of `REGIONS`."""
    kw.setdefault("stones", [9, 9, 9])
    kw.setdefault("regions", REGIONS)
    hand = list(dict.fromkeys([card, "L-TREK#1", "D-RAID2#1", "D-SPARK#3"]))[:4]
    doc = document(3, hands=hands_with(*hand), **kw)
    state, _ = run(state_of(doc), (PlayCard(card=card, target=target), 0))
    return state


# -- the board --------------------------------------------------------------------------------


def test_the_board_has_twelve_regions_and_only_open_ones_can_be_clicked() -> None:
    start = moment("three_players@start")  # 3 players: regions 1-4 start under the glacier
    _, root = drawn(start.state, None)
    grounds = sorted(int(e.get("data-region", 0)) for e in with_data(root, "region"))
    areas = sorted(int(e.get("data-to-region", 0)) for e in with_data(root, "to-region"))
    assert grounds == areas == [5, 6, 7, 8, 9, 10, 11, 12]
    words = texts(root)
    assert words.count("glacier") == 4 + 1  # the covered regions, and the legend
    for terrain in ("tundra", "forest", "hills", "marsh", "steppe", "river"):
        assert words.count(terrain) >= 2  # two regions each, and the legend
    assert root.get("data-names-region") == "region"
    assert root.get("data-names-to-region") == "to_region"
    assert root.get("data-names-from-region") == "from_region region"


def test_a_hunter_group_is_one_pill_with_its_colour_letter_and_count() -> None:
    view, root = drawn(playing("L-CLUB#1"), 2)
    assert texts(pill(root, 1, 5, False)) == ["B1"]
    assert texts(pill(root, 1, 5, True)) == ["B1"]  # and a club drawn on it
    assert texts(pill(root, 2, 9, False)) == ["G3"]
    assert view.colours[:3] == ("red", "blue", "green")


def test_the_viewers_own_hunters_are_ringed_in_black_and_others_are_not() -> None:
    _, root = drawn(playing("L-CLUB#1"), 2)
    ringed = [r.get("fill") == HIGHLIGHT for r in pill(root, 2, 9, False).iter(f"{SVG}rect")]
    assert ringed == [True, False]
    plain_rects = [r.get("fill") for r in pill(root, 0, 9, False).iter(f"{SVG}rect")]
    assert HIGHLIGHT not in plain_rects


def test_mammoths_and_campfire_tiles_show_how_many_and_never_a_tile_value() -> None:
    state = playing("L-FIRE#1")
    _, root = drawn(state, 0)
    (mammoths,) = [g for g in with_data(root, "mammoth") if g.get("data-mammoth") == "9"]
    assert texts(mammoths) == ["2"]
    (fires,) = with_data(root, "campfire")
    assert (fires.get("data-campfire"), texts(fires)) == ("5", ["2"])
    other_values = {**REGIONS, 5: {**REGIONS[5], "campfires": [1, 1]}}
    assert mammoth_hunters.picture(RULES.view(state, 0), scene(3, 0)) == (
        mammoth_hunters.picture(
            RULES.view(playing("L-FIRE#1", regions=other_values), 0), scene(3, 0)
        )
    )


def test_while_the_glacier_player_decides_the_regions_it_may_reach_are_outlined() -> None:
    glacier = moment("four_players@130")  # 4 players: 1 and 4 covered
    view, root = drawn(glacier.state, None)
    assert view.state == "glacier"
    outlined = sorted(
        int(area.get("data-to-region", 0))
        for area in with_data(root, "to-region")
        if any(r.get("stroke-dasharray") == "7 4" for r in area.iter(f"{SVG}rect"))
    )
    assert outlined == [2, 3, 5, 6, 7, 8]
    assert "the glacier may spread here" in texts(root)


# -- the turn and the cards -------------------------------------------------------------------


def test_the_round_is_counted_and_the_final_round_marked() -> None:
    _, late = drawn(moment("three_players@317").state, None)
    assert "Round 4 of 4" in texts(late) and "final round" in texts(late)
    _, early = drawn(moment("four_players@163").state, None)
    assert "Round 2 of 4" in texts(early) and "final round" not in texts(early)


def test_the_card_in_play_says_who_decides_and_who_waits() -> None:
    state = playing("D-WAVE2#1", stones=[4, 4, 4])  # every opponent places, Bo first
    _, root = drawn(state, 1)
    words = texts(root)
    assert "Card in play" in words
    assert "Played by Ada; Bo decides." in words
    assert "Then: Cy." in words
    assert "Bo carries out Great migration, played by Ada." in words


def test_the_discard_piles_show_their_visible_top_and_the_decks_their_size() -> None:
    view, root = drawn(moment("four_players@163").state, 1)
    assert view.light_pile.top == "L-DRIVE#2"
    words = texts(root)
    assert f"light pile ({view.light_pile.size})" in words
    assert "Drive" in words and "Armament" in words  # the two tops
    decks = {e.get("data-deck"): texts(e) for e in with_data(root, "deck")}
    assert decks == {"light": [f"×{view.light_deck}"], "dark": [f"×{view.dark_deck}"]}


def test_another_seats_hand_shows_as_backs_with_its_count() -> None:
    view, root = drawn(moment("four_players@163").state, 1)
    tips = [t.text for t in root.iter(f"{SVG}title")]
    for seat in view.seats:
        if seat.seat != 1:
            assert f"{seat.light_cards} light card{'s' if seat.light_cards != 1 else ''}" in tips
    cards = [e.get("data-card") for e in with_data(root, "card")]
    assert view.hand is not None and cards == list(view.hand)
    hidden = {c for s in (0, 2, 3) for c in moment("four_players@163").state.seats[s].hand}
    assert not hidden & {v for e in root.iter() for v in e.attrib.values()}


def test_a_spectator_sees_no_hand_of_its_own() -> None:
    _, root = drawn(moment("four_players@163").state, None)
    assert with_data(root, "card") == []
    assert "Your hand" not in texts(root)


def test_once_over_the_winner_and_every_hand_are_shown() -> None:
    over = moment("five_players@485")
    view, root = drawn(over.state, 2)
    assert view.outcome is not None and view.revealed is not None
    words = texts(root)
    assert "Game over: Bo won with 39 VP." in words
    assert "Hands at the end" in words
    assert with_data(root, "card") == []  # nothing left to play


# -- clicks -----------------------------------------------------------------------------------


def test_a_club_is_taken_by_clicking_a_dashed_club_or_the_hold_button() -> None:
    _, root = drawn(playing("L-CLUB#1", held=[0, 1, 0]), 0)
    targets = sorted(e.get("data-attach-to", "") for e in with_data(root, "attach-to"))
    assert targets == ["5", "9", "null"]  # own unclubbed hunters in 5 and 9; 6's is clubbed
    _, other = drawn(playing("L-CLUB#1"), 1)
    assert with_data(other, "attach-to") == []


CARDS = {
    "club": ("L-CLUB#1", None, 0),
    "exchange": ("L-SWAP#1", None, 0),
    "drive": ("L-DRIVE#1", None, 0),
    "fire keeper": ("L-FIRE#1", None, 0),
    "hunting party": ("L-PARTY#1", None, 0),
    "raid": ("D-RAID2#1", 1, 1),
    "great migration": ("D-WAVE2#1", None, 1),
}


@pytest.mark.parametrize("name", CARDS)
def test_every_legal_move_of_a_card_can_be_chosen_by_clicks(name: str) -> None:
    card, target, decider = CARDS[name]
    stones = [9, 9, 9] if card.startswith("L") else [4, 4, 4]
    state = playing(card, target=target, stones=stones, held=[1, 1, 0])
    svg = mammoth_hunters.picture(RULES.view(state, decider), scene(3, decider))
    board = clicks.clickable(svg)
    moves = plain(list(RULES.legal_moves(state, decider)))
    listed = clicks.choices(moves)
    chosen = 0
    for move in moves:
        if not clicks.nameable(move, board.names):
            continue
        path = clicks.clicks_for(move, board.things, board.names)
        assert path is not None, move
        left = clicks.candidates(listed, path, board.names)
        named = {
            tuple(clicks.leaves(m)[i] for i in sorted(clicks.nameable(m, board.names)))
            for m in left
        }
        assert move in left and len(named) == 1, (move, path)
        chosen += 1
    assert chosen > 1


def test_a_drive_move_is_a_click_on_the_hunters_then_on_the_destination() -> None:
    state = playing("L-DRIVE#1")
    board = clicks.clickable(mammoth_hunters.picture(RULES.view(state, 0), scene(3, 0)))
    move = plain(RULES.legal_moves(state, 0)[0])
    moves = [m for m in plain(list(RULES.legal_moves(state, 0))) if m["type"] == move["type"]]
    forth = {**move, "owner": 1, "from_region": 5, "to_region": 6, "clubbed": False}
    back = {**forth, "from_region": 6, "to_region": 5}
    assert forth in moves and back in moves
    path = clicks.clicks_for(forth, board.things, board.names)
    assert path == [
        (("owner", "1"), ("from_region", "5"), ("clubbed", "false")),
        (("to_region", "6"),),
    ]
    assert back not in clicks.candidates(clicks.choices(moves), path, board.names)


def test_positions_a_seat_cannot_tell_apart_draw_alike() -> None:
    """The contract's twin check, loading each document as `POST /v1/games` would: without
    a `start_player` option, which a position refuses (RULES §16.1)."""
    hooks = hooks_of("mammoth_hunters")
    compared = 0
    for at in moments("mammoth_hunters"):
        doc = RULES.position(at.state)
        if doc is None:
            continue
        setup = replace(at.setup, options=replace(at.setup.options, start_player=None))
        original = plain(doc)
        for seat in (None, *range(at.setup.players)):
            twin = hooks.twin(json.loads(json.dumps(original)), seat, Rng(at.name, -3))
            if twin == original:
                continue
            pictures = {
                mammoth_hunters.picture(
                    RULES.view(fold(RULES, setup, RULES.load_position(setup, d)), seat),
                    scene(at.setup.players, seat, at.version),
                )
                for d in (original, twin)
            }
            assert len(pictures) == 1, f"{at.name}: seat {seat} tells twins apart"
            compared += 1
    assert compared > 10


# -- words ------------------------------------------------------------------------------------


def said(event: Any, seat: int | None, players: int = 3) -> str:
    return describe(RULES.redact(event, seat), scene(players, seat))


def test_a_dark_card_played_names_its_target_and_the_stones_taken() -> None:
    doc = document(3, hands=hands_with("D-RAID2#1", "L-TREK#1"), stones=[4, 4, 4])
    _, events = run(state_of(doc), (PlayCard(card="D-RAID2#1", target=2), 0))
    played = next(e for e in events if isinstance(e, CardPlayed))
    assert said(played, None) == "Ada played Raid against Cy, taking 3 stones."


def test_another_seats_draw_is_told_by_its_colour_and_the_drawers_own_by_name() -> None:
    drawn_card = CardDrawn(seat=1, colour="light", card="L-TREK#2")
    assert said(drawn_card, 0) == "Bo drew a light card."
    assert said(drawn_card, None) == "Bo drew a light card."
    assert said(drawn_card, 1) == "Bo drew Trek."


def test_hunters_moved_or_swapped_say_whose_they_are() -> None:
    moved = HunterMoved(by=0, owner=2, from_region=4, to_region=7, clubbed=True)
    assert said(moved, None) == "Ada moved Cy's clubbed hunter from region 4 to region 7."
    own = HunterMoved(by=1, owner=1, from_region=6, to_region=9, club=True)
    assert said(own, 0) == "Bo moved their hunter from region 6 to region 9 and gave it a club."
    swap = SwapHunters(a=HunterRef(owner=1, region=5), b=HunterRef(owner=2, region=6))
    _, events = run(playing("L-SWAP#1"), (swap, 0))
    swapped = next(e for e in events if isinstance(e, HuntersSwapped))
    assert said(swapped, 2) == "Ada swapped Bo's hunter in region 5 with Cy's in region 6."


def test_the_conflict_and_the_campfires_turned_up_are_told_region_by_region() -> None:
    fought = ConflictResolved(region=7, capacity=5, removed={"0": 1, "2": 2})
    assert said(fought, None) == "Region 7 feeds only 5 hunters: Ada lost 1 and Cy lost 2."
    fires = CampfiresRevealed(stacks={"11": (1, 0), "5": (2,), "6": ()})
    assert (
        said(fires, 0) == "The campfires were turned face up: 2 in region 5 and 1 + 0 in region 11."
    )
