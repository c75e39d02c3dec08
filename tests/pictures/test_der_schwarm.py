"""Der Schwarm's picture and words (service/pictures/der_schwarm.py, der_schwarm_words.py): the
board with its backs, tiles, buoys, stations, ships and hazards; the row, the track and the
seats; the click rule on every decision point, including those the golden games never reach
at their sampled versions (docs/rules/der_schwarm.md §15, §17.3; docs/frontend.md §5)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

from service.domain.der_schwarm import RULES, data
from service.domain.der_schwarm.events import (
    Damaged,
    GameEnded,
    SeatResult,
    TilePlaced,
    TilesDealt,
)
from service.domain.der_schwarm.state import State
from service.pictures import style
from service.pictures.der_schwarm import picture
from service.pictures.der_schwarm_words import describe
from service.pictures.scene import Scene
from tests.domain.der_schwarm.helpers import (
    action,
    buying_doc,
    clear,
    give_tiles,
    lay,
    playing,
    setup_doc,
    state_of,
)
from tests.kit.setups import plain
from tests.pictures.positions import Moment, moments
from tests.support import clicks

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ("Ada", "Bo", "Cy", "Dee")


def svg_of(state: State, audience: int | None) -> str:
    view = RULES.view(state, audience)
    return picture(view, Scene(names=NAMES[: state.players], audience=audience, version=7))


def drawn(state: State, audience: int | None) -> ET.Element:
    return ET.fromstring(svg_of(state, audience))


def drawn_moment(moment: Moment, audience: int | None) -> ET.Element:
    return drawn(moment.state, audience)


def moment(name: str) -> Moment:
    (found,) = [m for m in moments("der_schwarm") if m.name == name]
    return found


def field(root: ET.Element, field_id: str) -> ET.Element:
    (found,) = [e for e in root.iter() if e.get("data-field") == field_id]
    return found


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")]


def tooltip(element: ET.Element) -> str:
    found = element.find(f"{SVG}title")
    assert found is not None
    return found.text or ""


def things(root: ET.Element, kind: str) -> list[str]:
    return [e.get(f"data-{kind}", "") for e in root.iter() if e.get(f"data-{kind}") is not None]


def chosen_by_clicks(state: State, seat: int) -> dict[str, list[clicks.Thing]]:
    """The click rule on every legal move of `seat` (as the shared contract checks it): each
    nameable move's clicks, keyed by the move's JSON; the clicks leave only moves that agree
    on every named field."""
    board = clicks.clickable(svg_of(state, seat))
    moves = plain(list(RULES.legal_moves(state, seat)))
    listed = clicks.choices(moves)
    paths: dict[str, list[clicks.Thing]] = {}
    for move in moves:
        if not clicks.nameable(move, board.names):
            continue
        path = clicks.clicks_for(move, board.things, board.names)
        assert path is not None, f"nothing to click for {move}"
        left = clicks.candidates(listed, path, board.names)
        named = {
            json.dumps([clicks.leaves(m)[i].text for i in sorted(clicks.nameable(m, board.names))])
            for m in left
        }
        assert move in left and len(named) == 1, (move, path, left)
        paths[json.dumps(move, sort_keys=True)] = path
    return paths


def key(**move: Any) -> str:
    return json.dumps(move, sort_keys=True)


def research(*tiles: str) -> dict[str, Any]:
    """Yellow (seat 0, station N3 with two researchers) in a Researcher action, holding
    `tiles`; the fields below N3 are empty."""
    doc = clear(playing(), "4,1", "4,2", "5,1", "3,1")
    doc = give_tiles(doc, 0, *tiles)
    doc["seats"][0]["stations"] = {"4,0": 2}
    return action(doc, 0, "L-RES-1", "researcher")


def red_plays(act: str) -> dict[str, Any]:
    """Red (seat 1) plays its joker as `act`."""
    return action(playing(active_seat=1), 1, "joker", act)


# -- the board ------------------------------------------------------------------------------


def test_a_face_down_tile_is_a_plain_back_on_its_field_and_shows_no_tile() -> None:
    root = drawn(state_of(playing()), None)
    backs = [e for e in root.iter(f"{SVG}rect") if e.get("fill") == style.CARD_BACK]
    on_fields = sorted(e.get("data-field", "") for e in backs if e.get("data-field"))
    assert on_fields == sorted(data.SEA)
    assert things(root, "tile") == []
    assert not any(t in " ".join(texts(root)) for t in data.REGULAR_TILES)


def test_a_laid_stack_shows_its_top_tiles_sides_the_covered_edge_and_both_buoys() -> None:
    doc = lay(playing(), "2,4", [("T07", ["N", "E"]), ("T27", ["N", "E", "S"])], ["yellow", "red"])
    root = drawn(state_of(doc), None)
    stack = field(root, "2,4")
    assert tooltip(stack) == "Field 2,4: tile T27 (N E S) on T07, buoys yellow, red"
    (arms,) = [p for p in stack.iter(f"{SVG}path") if p.get("stroke") == "#21707a"]
    assert (arms.get("d") or "").count("M") == 3
    rects = [r.get("fill") for r in stack.iter(f"{SVG}rect")]
    assert "#c9bf9f" in rects  # the covered tile's edge
    discs = [c.get("fill") for c in stack.iter(f"{SVG}circle")]
    assert discs == [style.colour("yellow").fill, style.colour("red").fill]
    assert texts(stack) == ["Y", "R"]


def test_a_golden_tile_is_drawn_gold_on_the_board_and_in_its_owners_supply() -> None:
    doc = lay(playing(), "2,4", [("G1", ["N", "E", "S", "W"])], ["yellow"])
    doc = give_tiles(doc, 0, "G2")
    root = drawn(state_of(doc), 1)
    gold = style.TONES["gold"]
    assert gold in [r.get("fill") for r in field(root, "2,4").iter(f"{SVG}rect")]
    (held,) = [e for e in root.iter() if e.get("data-tile") == "G2"]
    assert tooltip(held) == "G2 (cross)"
    assert gold in [r.get("fill") for r in held.iter(f"{SVG}rect")]


def test_stations_show_their_researchers_and_the_viewers_own_are_outlined() -> None:
    state = state_of(playing())
    root = drawn(state, 0)
    own, other = field(root, "4,0"), field(root, "4,8")
    assert texts(own)[-2:] == ["Y", "1"] and texts(other)[-2:] == ["R", "1"]
    (own_house,) = own.iter(f"{SVG}polygon")
    (other_house,) = other.iter(f"{SVG}polygon")
    assert own_house.get("stroke-width") == "3" and other_house.get("stroke-width") == "1"


def test_hazards_stand_on_their_fields_and_those_in_supply_beside_the_board() -> None:
    doc = playing()
    doc["hazards"].update({"whale-1": "5,4", "crab": "2,0"})
    root = drawn(state_of(doc), None)
    assert things(root, "whale") == ["whale-1", "new"]
    assert things(root, "tsunami") == ["new", "new"]
    assert things(root, "place") == ["null"]  # the crab on N1: moved, never placed again
    (crab,) = [e for e in field(root, "2,0").iter(f"{SVG}g") if e.get("data-place")]
    assert tooltip(crab) == "Crab"


# -- panels ---------------------------------------------------------------------------------


def test_another_seats_hand_shows_as_backs_with_its_count_when_hands_are_hidden() -> None:
    m = moment("four_players_hidden_hands@23")
    view = m.rules.view(m.state, 1)
    root = drawn_moment(m, 1)
    own = view.seats[1].hand
    assert own and things(root, "card") == list(own)
    counts = [t for t in texts(root) if t.startswith("×")]
    hidden = [s.hand_count for s in view.seats if s.hand is None and s.hand_count]
    assert counts[1:] == [f"×{n}" for n in hidden]  # the first is the blue deck


def test_the_spectator_sees_no_hand_when_hands_are_hidden() -> None:
    root = drawn_moment(moment("four_players_hidden_hands@23"), None)
    assert things(root, "card") == []


def block(root: ET.Element, heading: str) -> ET.Element:
    """The block (a group the layout moved into place) whose own texts include `heading`."""
    (found,) = [
        g for g in root.iter(f"{SVG}g") if heading in [t.text for t in g.findall(f"{SVG}text")]
    ]
    return found


def test_the_row_shows_every_card_with_its_cost_and_names_it_by_index() -> None:
    state = state_of(buying_doc())
    root = drawn(state, 0)
    row = RULES.view(state, 0).row
    cards = [e for e in root.iter() if e.get("data-index") is not None]
    assert [e.get("data-index") for e in cards] == [str(e.cost) for e in row if e.card != "ORDER"]
    for entry, card in zip(row, cards, strict=False):
        assert tooltip(card) == entry.card and texts(card)[1] == f"cost {entry.cost}"
    assert things(root, "number") == ["1", "2"]
    assert things(root, "ability") == list(data.ABILITIES)


def test_the_score_track_gives_each_seat_a_lane_with_its_rp() -> None:
    doc = playing()
    doc["seats"][0]["rp"], doc["seats"][1]["rp"] = 34, 7
    track = block(drawn(state_of(doc), None), "Research points")
    assert [t for t in texts(track) if t in ("Y", "R", "34", "7")] == ["Y", "34", "R", "7"]
    lanes = [float(r.get("width", 0)) for r in track.findall(f"{SVG}rect")]
    assert len(lanes) == 2 and abs(lanes[0] / lanes[1] - 34 / 7) < 0.01


def test_the_open_action_tells_its_card_and_counters() -> None:
    doc = action(playing(), 0, "L-SHIP-1", "ship", ship_placed=True, steps_used=1)
    doc["seats"][0]["ships"] = ["4,1"]
    said = " ".join(texts(drawn(state_of(doc), 1)))
    assert "Ada to move: place a ship, step with ships, or end the action." in said
    assert "Ship action from L-SHIP-1; ship placed, steps 1 of 3." in said


def test_a_finished_game_shows_the_winners_and_ranks() -> None:
    m = moment("two_players_standard@189")
    outcome = m.rules.view(m.state, None).outcome
    assert outcome is not None
    said = texts(drawn_moment(m, None))
    winners = " and ".join(NAMES[s] for s in outcome.winners)
    assert f"Game over: {winners} won." in said


# -- clicks ---------------------------------------------------------------------------------


def test_a_start_station_is_placed_by_clicking_its_land_field() -> None:
    paths = chosen_by_clicks(state_of(setup_doc()), 0)
    assert paths[key(type="der_schwarm.place_start_station", field="4,0")] == [(("field", "4,0"),)]


def test_buying_clicks_a_row_position_or_an_order_card_then_an_ability() -> None:
    paths = chosen_by_clicks(state_of(buying_doc()), 0)
    assert paths[key(type="der_schwarm.buy_action", index=0)] == [(("index", "0"),)]
    order = key(type="der_schwarm.buy_order", number=2, ability="A-PROTECTION")
    assert paths[order] == [(("number", "2"),), (("ability", "A-PROTECTION"),)]


def test_a_hand_card_is_played_by_clicking_it() -> None:
    paths = chosen_by_clicks(state_of(playing()), 0)
    assert paths[key(type="der_schwarm.play_card", card="L-WHALE")] == [(("card", "L-WHALE"),)]


def test_a_ship_step_is_one_click_on_its_arrow_and_placing_a_ship_one_on_the_field() -> None:
    doc = action(clear(playing(), "4,1"), 0, "L-SHIP-1", "ship")
    doc["seats"][0]["ships"] = ["4,1"]
    paths = chosen_by_clicks(state_of(doc), 0)
    step = key(type="der_schwarm.ship_step", from_field="4,1", to_field="4,2")
    assert paths[step] == [(("from_field", "4,1"), ("to_field", "4,2"))]
    assert paths[key(type="der_schwarm.place_ship", field="4,1")] == [(("field", "4,1"),)]


def test_a_tile_is_placed_by_its_tile_its_field_and_the_buoy_supply() -> None:
    paths = chosen_by_clicks(state_of(research("T01", "T07", "T27")), 0)
    move = key(
        type="der_schwarm.place_tile", tile="T07", field="4,1", sides=["N", "E"], buoy_source=None
    )
    assert paths[move] == [(("tile", "T07"),), (("field", "4,1"),), (("buoy_source", "null"),)]
    assert paths[key(type="der_schwarm.hire", field="4,0")] == [(("field", "4,0"),)]


def test_with_no_buoy_in_supply_the_buoy_source_is_a_field_with_an_own_buoy() -> None:
    doc = research("T01")
    tees = [t for t in data.REGULAR_TILES if data.TILE_SHAPE[t] == "tee"]
    fields = [f for f in data.SEA_ORDER if f not in ("4,1", "4,2", "5,1", "3,1")]
    for tile, place in zip([*tees, "T53", "T54", "T55"], fields[: data.BUOYS], strict=True):
        doc = lay(
            doc,
            place,
            [(tile, ["N", "E", "S", "W"] if tile >= "T52" else ["N", "E", "S"])],
            ["yellow"],
        )
    paths = chosen_by_clicks(state_of(doc), 0)
    placements = [json.loads(k) for k in paths if "place_tile" in k]
    assert placements and all(p["buoy_source"] in data.SEA for p in placements)
    first = placements[0]
    assert paths[key(**first)][-1] == (("field", first["buoy_source"]),)


def test_a_station_is_built_by_clicking_a_free_land_field() -> None:
    doc = action(playing(active_seat=1), 1, "G-STATION", "station")
    paths = chosen_by_clicks(state_of(doc), 1)
    build = key(type="der_schwarm.build_station", field="2,0", with_researcher=True)
    assert paths[build] == [(("field", "2,0"),)]


def test_with_no_station_left_a_researcher_joins_a_station_by_clicking_its_field() -> None:
    doc = playing(active_seat=1)
    doc["seats"][1]["stations"] = dict.fromkeys(["4,8", "2,0", "3,0", "5,0", "6,0", "8,2"], 1)
    paths = chosen_by_clicks(state_of(action(doc, 1, "G-STATION", "station")), 1)
    assert paths[key(type="der_schwarm.add_researcher", field="3,0")] == [(("field", "3,0"),)]


def test_the_crab_is_placed_on_a_land_field_or_moved_by_clicking_it() -> None:
    paths = chosen_by_clicks(state_of(red_plays("crab")), 1)
    assert paths[key(type="der_schwarm.move_crab", place="2,0", steps=2)] == [(("field", "2,0"),)]
    doc = red_plays("crab")
    doc["hazards"]["crab"] = "2,0"
    paths = chosen_by_clicks(state_of(doc), 1)
    assert paths[key(type="der_schwarm.move_crab", place=None, steps=3)] == [(("place", "null"),)]


def test_a_tsunami_is_chosen_then_its_direction_on_the_compass_or_no_step() -> None:
    paths = chosen_by_clicks(state_of(red_plays("tsunami")), 1)
    line = key(type="der_schwarm.move_tsunami", tsunami="new", direction="NE", steps=2)
    assert paths[line] == [(("tsunami", "new"),), (("direction", "NE"),)]
    stay = key(type="der_schwarm.move_tsunami", tsunami="new", direction=None, steps=0)
    assert paths[stay] == [(("tsunami", "new"),), (("direction", "null"),)]


def test_a_whale_is_chosen_by_clicking_it_and_its_path_is_listed() -> None:
    paths = chosen_by_clicks(state_of(red_plays("whale")), 1)
    moves = [json.loads(k) for k in paths]
    assert moves and all(m["whale"] == "new" for m in moves)
    assert {tuple(p) for p in paths.values()} == {((("whale", "new"),),)}


# -- words ----------------------------------------------------------------------------------


def test_the_deal_is_told_by_its_count_without_a_tile() -> None:
    fields = tuple(sorted(data.SEA))
    said = describe(
        TilesDealt(fields=fields, tiles=None), Scene(names=NAMES, audience=0, version=3)
    )
    assert said == "59 swarm tiles were dealt face down onto the sea."


def test_a_tile_placement_is_told_with_its_field_sides_and_points() -> None:
    scene = Scene(names=NAMES, audience=None, version=9)
    event = TilePlaced(
        seat=1, tile="T27", field="2,4", sides=("N", "E", "S"), stacked=True, buoy_source=None, rp=1
    )
    assert describe(event, scene) == (
        "Bo placed tile T27 (T, sides N E S) on (2,4) on top of another tile for 1 RP."
    )


def test_damage_names_the_victims_piece_and_who_gained() -> None:
    scene = Scene(names=NAMES, audience=None, version=9)
    event = Damaged(victim=0, mover=2, field="4,0", piece="station", amount=3, splash=True)
    assert (
        describe(event, scene) == "Ada's station on N3 was caught in the splash: 3 RP went to Cy."
    )


def test_the_end_names_every_winner() -> None:
    scene = Scene(names=NAMES, audience=1, version=99)
    results = tuple(
        SeatResult(seat=s, colour=c, rp=40, queen_points=0, sides_bonus=10, rank=1, won=True)
        for s, c in enumerate(("yellow", "red"))
    )
    said = describe(GameEnded(results=results, reason="final_scoring"), scene)
    assert said == "The game ended: Ada and Bo shared the win with 40 RP."
