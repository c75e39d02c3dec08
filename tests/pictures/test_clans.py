"""The Clans picture and its words, on states of recorded games."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from service.domain.clans.events import ClansDealt, HutsMoved, VillageFounded
from service.domain.clans.view import ClansView
from service.pictures import clans
from service.pictures.clans_words import describe
from service.pictures.scene import Scene
from service.pictures.style import colour
from tests.pictures.positions import Moment, every_moment, moments

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ("Ada", "Bo", "Cy", "Dee")


def drawn(moment: Moment, seat: int | None) -> tuple[ClansView, ET.Element]:
    view = moment.rules.view(moment.state, seat)
    scene = Scene(names=NAMES[: moment.setup.players], audience=seat, version=moment.version)
    return view, ET.fromstring(clans.picture(view, scene))


def field_group(root: ET.Element, field: int) -> ET.Element:
    (found,) = [g for g in root.iter(f"{SVG}g") if g.get("data-field") == str(field)]
    return found


def texts(element: ET.Element) -> list[str]:
    return [t.text or "" for t in element.iter(f"{SVG}text")]


def test_each_field_shows_a_ring_segment_per_hut_in_its_colour_and_their_number() -> None:
    moment = moments("clans")[3]
    view, root = drawn(moment, None)
    fields = [(f, huts) for f, huts in enumerate(view.fields) if len(huts) >= 2]
    assert fields, "a state with mixed fields"
    field, huts = fields[0]
    group = field_group(root, field)
    fills = sorted(p.get("fill") or "" for p in group.iter(f"{SVG}path"))
    expected = sorted(colour(c).fill for c, n in huts.items() for _ in range(n))
    assert fills == expected
    assert str(sum(huts.values())) in texts(group)


def test_every_field_is_a_thing_named_by_from_to_and_field() -> None:
    _, root = drawn(moments("clans")[0], 0)
    assert root.get("data-names-field") == "field from to"
    assert sorted(int(g.get("data-field", -1)) for g in root.iter() if g.get("data-field")) == list(
        range(60)
    )


def test_a_seat_sees_its_own_clan_marked_and_a_spectator_sees_none() -> None:
    moment = moments("clans")[3]
    view, seat_root = drawn(moment, 1)
    assert view.my_clan is not None
    assert "yours" in texts(seat_root)
    assert f"Your clan is {view.my_clan}." in " ".join(texts(seat_root))
    _, spectator_root = drawn(moment, None)
    assert "yours" not in texts(spectator_root)
    assert "Your clan" not in " ".join(texts(spectator_root))


def test_a_founded_village_carries_its_chip_number() -> None:
    moment = next(m for m in moments("clans") if m.rules.view(m.state, None).villages)
    view, root = drawn(moment, None)
    village = view.villages[0]
    assert str(village.chip) in texts(field_group(root, village.field))


def test_villages_awaiting_a_choice_are_outlined() -> None:
    moment = next(
        (m for m in every_moment("clans") if m.rules.view(m.state, None).pending_villages), None
    )
    if moment is None:
        pytest.fail("no recorded state awaits a village choice")
    view, root = drawn(moment, None)
    for field in view.pending_villages:
        dashed = [
            c for c in field_group(root, field).iter(f"{SVG}circle") if c.get("stroke-dasharray")
        ]
        assert dashed, field


def test_once_over_the_seats_table_reveals_clans_totals_and_ranks() -> None:
    moment = moments("clans")[-1]
    view, root = drawn(moment, 0)
    assert view.outcome is not None
    words = texts(root)
    assert {"Clan", "Total", "Rank"} <= set(words)
    for result in view.outcome.seats:
        assert result.clan in words


def scene(audience: int | None) -> Scene:
    return Scene(names=NAMES[:3], audience=audience, version=7)


def test_a_move_is_said_with_its_fields_and_huts() -> None:
    moved = HutsMoved(seat=1, from_=12, to=13, huts={"red": 2, "black": 1})
    assert (
        describe(moved, scene(None))
        == "Bo moved 3 huts from field 12 to field 13 (2 red, 1 black)."
    )


def test_the_deal_tells_a_seat_only_its_own_clan() -> None:
    copy = ClansDealt(clans=(None, "green", None), unassigned=None)
    assert describe(copy, scene(1)) == "The clans were dealt in secret; yours is green."
    spectator = ClansDealt(clans=(None, None, None), unassigned=None)
    assert describe(spectator, scene(None)) == "The clans were dealt in secret."


def test_a_founded_village_says_who_scored() -> None:
    founded = VillageFounded(
        seat=0,
        field=7,
        chip=3,
        epoch=1,
        effect="favourable",
        strife={"red": 1},
        huts={"blue": 2, "green": 1},
        value=4,
        scored=("green", "blue"),
    )
    assert describe(founded, scene(None)) == (
        "Ada founded village 3 on field 7: green, blue scored 4 each. Strife removed 1 hut."
    )
