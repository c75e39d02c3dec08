"""The Ice Flow picture and its words, on positions loaded as a client sends them and on states
of the recorded golden games (docs/rules/ice_flow.md)."""

from __future__ import annotations

import functools
import json
import xml.etree.ElementTree as ET
from typing import Any

from service.domain.ice_flow import RULES
from service.domain.ice_flow import commands as cmd
from service.domain.ice_flow import events as ev
from service.domain.ice_flow.state import State
from service.pictures import ice_flow
from service.pictures.ice_flow_words import describe
from service.pictures.scene import Scene
from service.pictures.style import colour
from tests.domain.ice_flow.helpers import CARDS, after, at, floe
from tests.kit.setups import plain
from tests.pictures.positions import Moment, every_moment, moments
from tests.support import clicks

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ("Ada", "Bo", "Cy", "Dee")


def scene(players: int, audience: int | None, version: int = 7) -> Scene:
    return Scene(names=NAMES[:players], audience=audience, version=version)


def drawn(state: State, audience: int | None) -> ET.Element:
    view = RULES.view(state, audience)
    return ET.fromstring(ice_flow.picture(view, scene(state.players, audience)))


def things(root: ET.Element, **data: str) -> list[ET.Element]:
    """Elements whose `data-*` attributes include the given ones (`space="2,2"`)."""
    wanted = {f"data-{k.replace('_', '-')}": v for k, v in data.items()}
    return [e for e in root.iter() if all(e.get(k) == v for k, v in wanted.items())]


def only(root: ET.Element, **data: str) -> ET.Element:
    (found,) = [e for e in things(root, **data) if e.tag != f"{SVG}polygon"]
    return found


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")]


@functools.cache
def first_moments() -> dict[str, Moment]:
    """The first state of each decision kind (§17.1) in the golden games, an arrival counted
    only once some endangered explorer can escape."""
    found: dict[str, Moment] = {}
    for moment in every_moment("ice_flow"):
        top = moment.state.top
        kind = type(top).__name__ if top is not None else moment.state.phase
        if kind == "Arrival" and not any(
            isinstance(move, cmd.Escape)
            for seat in moment.rules.to_move(moment.state)
            for move in moment.rules.legal_moves(moment.state, seat)
        ):
            continue
        found.setdefault(kind, moment)
        if "Arrival" in found:
            return found
    return found


def moment_svg(moment: Moment, audience: int | None) -> str:
    view = moment.rules.view(moment.state, audience)
    return ice_flow.picture(view, scene(moment.setup.players, audience, moment.version))


# -- the strait ------------------------------------------------------------------------------


def test_a_floe_lies_on_its_hex_with_a_ridge_on_each_ridged_side_and_its_items() -> None:
    state = at(floes=[floe("T01", "2,2", 1, rope=2, fish=1)]).state
    root = drawn(state, None)
    space = only(root, space="2,2")
    (on_it,) = things(space, floe="T01")
    (ridges,) = on_it.iter(f"{SVG}path")
    assert (ridges.get("d") or "").count("M") == 2  # T01 at rotation 1: ridged NE and SE (§4)
    rope = only(on_it, item="rope")
    fish = only(on_it, item="fish")
    assert texts(rope) == ["2"]
    assert texts(fish) == []  # a single fish carries no number


def test_a_bear_on_a_floe_and_items_on_the_island_are_drawn_where_they_lie() -> None:
    state = at(floes=[floe("T05", "6,3", bears=2)], island={"rope": 3, "fish": 0, "bears": 0}).state
    root = drawn(state, None)
    assert "2" in texts(only(root, space="6,3"))  # two bears share one head and a 2
    island = only(root, space="4,3")
    assert texts(only(island, item="rope")) == ["3"]
    assert not things(island, item="fish")


def test_explorers_are_drawn_in_their_seat_colour_and_the_viewers_own_thickly_outlined() -> None:
    explorers = ["2,2", "9,0", "9,1", "3,4", "9,2", "9,2"]
    state = at(explorers=explorers, floes=[floe("T09", "2,2")]).state
    for audience, width in ((0, "3"), (1, "1")):
        root = drawn(state, audience)
        disc = next(only(root, explorer="0").iter(f"{SVG}circle"))
        assert disc.get("fill") == colour("blue").fill
        assert disc.get("stroke-width") == width
    root = drawn(state, None)
    assert things(only(root, space="2,2"), floe="T09")
    assert things(only(root, space="2,2"), explorer="0")
    in_water = only(root, space="3,4")
    assert things(in_water, explorer="3") and not things(in_water, floe="T09")
    assert next(only(root, explorer="3").iter(f"{SVG}circle")).get("fill") == (
        colour("orange").fill
    )


def test_the_coasts_camps_and_island_are_spaces_and_the_flags_are_not() -> None:
    root = drawn(at().state, 0)
    spaces = {e.get("data-space") for e in things(root) if e.get("data-space")}
    assert {"-1,0", "-1,2", "-1,4", "-1,6", "9,0", "9,6", "4,3", "0,0", "8,6"} <= spaces
    assert not spaces & {"9,3", "-1,3", "-1,1", "-1,5"}
    assert len(spaces) == 62 + 1 + 6 + 4
    assert root.get("data-names-space") == "camp hex to"


# -- seats, piles, status --------------------------------------------------------------------


def test_only_the_viewers_own_backpack_items_can_be_clicked_to_drop() -> None:
    packs = [{"rope": 2, "fish": 1}, {"rope": 0, "fish": 1}]
    state = at(backpacks=packs).state
    root = drawn(state, 1)
    assert sorted(e.get("data-item") or "" for e in things(root) if e.get("data-item")) == ["fish"]
    root = drawn(state, None)
    assert not [e for e in things(root) if e.get("data-item")]


def test_the_draw_pile_is_a_back_with_its_count_and_never_its_cards() -> None:
    state = at(draw_pile=CARDS[:10], discard_pile=CARDS[10:]).state
    svg = ice_flow.picture(RULES.view(state, 0), scene(2, 0))
    words = set(svg.replace(">", " ").replace("<", " ").split())
    assert "×10" in texts(ET.fromstring(svg))
    assert not words & set(CARDS[:10])
    assert CARDS[-1] in words  # the discard pile is public: its top card shows


def test_the_status_says_whose_turn_and_which_actions_are_left() -> None:
    root = drawn(at(active=1).state, None)
    assert "Bo's turn: floe action to do, explorer action open." in " ".join(texts(root))


def test_a_game_over_names_the_winner() -> None:
    over = next(m for m in moments("ice_flow") if m.rules.outcome(m.state) is not None)
    root = ET.fromstring(moment_svg(over, None))
    (winner,) = over.rules.outcome(over.state).winners
    said = " ".join(texts(root))
    assert f"Game over: {NAMES[winner]} won with three explorers in Siberia." in said
    assert "winner" in texts(root)


def test_a_revealed_card_shows_its_items_with_revision_ones_where_they_differ() -> None:
    assert ice_flow.card_lines("F08") == ["F08", "ice floe card", "rope 1 (rev. 1: 2)"]
    assert ice_flow.card_lines("F13") == ["F13", "ice floe card", "rope 1", "fish 1", "bear 1"]
    assert ice_flow.card_lines("F14") == ["F14", "ice floe card", "nothing"]
    assert ice_flow.card_lines("D1")[-1] == "to the island"


# -- clicks ----------------------------------------------------------------------------------


def test_the_placer_picks_a_tile_turned_each_way_and_others_see_no_such_choice() -> None:
    moment = first_moments()["setup_floes"]
    (placer,) = sorted(moment.rules.to_move(moment.state))
    hand = moment.rules.view(moment.state, placer).seats[placer].drawn_tiles
    root = ET.fromstring(moment_svg(moment, placer))
    turned = [
        (e.get("data-tile"), e.get("data-rotation")) for e in things(root) if e.get("data-tile")
    ]
    assert sorted(turned) == sorted((t, str(k)) for t in hand for k in range(6))
    other = ET.fromstring(moment_svg(moment, 1 - placer))
    assert not [e for e in things(other) if e.get("data-tile")]


def test_a_bear_to_chase_has_an_arrow_for_each_direction() -> None:
    moment = first_moments()["Chasing"]
    (seat,) = moment.rules.to_move(moment.state)
    root = ET.fromstring(moment_svg(moment, seat))
    arrows = [e.get("data-direction") for e in things(root) if e.get("data-direction")]
    assert arrows == ["N", "NE", "SE", "S", "SW", "NW"]


def test_an_escape_is_picked_by_its_explorer_and_then_from_the_move_list() -> None:
    moment = first_moments()["Arrival"]
    (seat,) = moment.rules.to_move(moment.state)
    board = clicks.clickable(moment_svg(moment, seat))
    moves = plain(list(moment.rules.legal_moves(moment.state, seat)))
    escapes = [m for m in moves if m["type"] == "ice_flow.escape"]
    assert escapes
    explorer = escapes[0]["explorer"]
    path = clicks.clicks_for(escapes[0], board.things, board.names)
    assert path == [(("explorer", str(explorer)),)]
    left = clicks.candidates(clicks.choices(moves), path, board.names)
    assert left == [m for m in escapes if m["explorer"] == explorer]


def test_every_decision_of_a_recorded_game_can_be_made_by_clicks() -> None:
    """Each kind of decision (§17.1) at its first occurrence in the 2-player golden game, and a
    few later top-level turns: every legal move's named fields are clicked, leaving only moves
    that agree on them."""
    checked: set[str] = set()
    for kind, moment in first_moments().items():
        for seat in sorted(moment.rules.to_move(moment.state)):
            board = clicks.clickable(moment_svg(moment, seat))
            moves = plain(list(moment.rules.legal_moves(moment.state, seat)))
            listed = clicks.choices(moves)
            for move in moves:
                if not clicks.nameable(move, board.names):
                    continue
                path = clicks.clicks_for(move, board.things, board.names)
                assert path is not None, (kind, move)
                left = clicks.candidates(listed, path, board.names)
                named = {
                    json.dumps(
                        [clicks.leaves(m)[i] for i in sorted(clicks.nameable(m, board.names))],
                        default=str,
                    )
                    for m in left
                }
                assert move in left and len(named) == 1, (kind, move, left)
                checked.add(move["type"])
    assert {
        "ice_flow.place_explorer",
        "ice_flow.place_floe",
        "ice_flow.drift",
        "ice_flow.rotate",
        "ice_flow.step",
        "ice_flow.chase_bear",
        "ice_flow.collect",
        "ice_flow.drop",
        "ice_flow.escape",
    } <= checked


def test_a_move_in_progress_draws_its_path_and_rings_the_explorers_space() -> None:
    spots = ["2,2", "9,0", "9,0", "9,1", "9,1", "9,2"]
    g = after(
        at(explorers=spots, floes=[floe("T09", "2,2"), floe("T10", "3,2")]),
        (cmd.Step(0, "3,2"), 0),
    )
    svg = ice_flow.picture(RULES.view(g.state, 0), scene(2, 0))
    root = ET.fromstring(svg)
    dashed = [p for p in root.iter(f"{SVG}polyline") if p.get("stroke-dasharray") == "5 3"]
    assert len(dashed) == 1
    assert "path so far" in texts(root)
    assert any("is moving an explorer (1 steps so far)" in t for t in texts(root))


# -- words -----------------------------------------------------------------------------------


def test_sentences_tell_the_move_in_the_games_words() -> None:
    at_table = scene(2, None)
    stepped = ev.ExplorerStepped(
        seat=0, explorer=0, from_="9,0", to="8,1", rope=1, fish=0, rope_to="supply", escape=False
    )
    assert (
        describe(stepped, at_table) == "Ada's explorer stepped from A1 to hex 8,1, paying 1 rope."
    )
    chased = ev.BearMoved(seat=1, from_="4,3", direction="NE", to="out", fish=1)
    assert describe(chased, at_table) == (
        "Bo chased a bear north-east from Diomede out of the strait for a fish."
    )
    placed = ev.FloePlaced(
        seat=1,
        tile="T05",
        hex="2,0",
        rotation=3,
        card="D2",
        items_to="island",
        items=ev.Items(rope=1, fish=1),
    )
    assert describe(placed, at_table) == (
        "Bo placed floe T05 on hex 2,0 at rotation 3; card D2 put 1 rope and 1 fish on Diomede."
    )


def test_a_redacted_shuffle_is_told_by_its_size_only() -> None:
    copy: Any = RULES.redact(ev.DeckShuffled(order=CARDS), 0)
    said = describe(copy, scene(2, 0))
    assert said == "The 16 cards were shuffled into the draw pile."
    assert not set(CARDS) & set(said.rstrip(".").split())
