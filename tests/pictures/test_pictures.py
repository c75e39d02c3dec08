"""Every game's picture and words, at many versions of recorded games, for every audience:

- a picture is an inert SVG document (only drawing elements, no id, link, script or style),
  readable at 360 px wide, with every text escaped (seat names with `<&"'` in them);
- it is drawn from the view alone: positions a seat cannot tell apart (the kit's twin hook)
  give that seat byte-identical pictures, and no secret of the game's secrets hook shows;
- every legal move's fields that name a thing on the board can be clicked (the click rule,
  tests/support/clicks.py), and those clicks leave only moves that agree on all of them;
- every event each audience may see is described in a sentence that shows no secret."""

from __future__ import annotations

import importlib
import json
import re
import xml.etree.ElementTree as ET
from typing import Any

import msgspec
import pytest

from service.domain import registry
from service.domain.kernel import IllegalMove, Rng, fold
from service.pictures.scene import Scene
from service.pictures.style import SMALL, WIDTH
from service.pictures.svg import ELEMENTS, FORBIDDEN_ATTRIBUTES
from tests.kit.hooks import hooks_of
from tests.kit.setups import plain, setup_for
from tests.pictures.positions import Moment, moments
from tests.support import clicks

GAMES = [rules.name for rules in registry.all_games()]
NAMES = ("Ada <&\"'>", "Bo & Co", "<b>Cy</b>", "Dé'jà", 'E"ve')
SVG = "{http://www.w3.org/2000/svg}"


def picture(game_type: str, view: Any, scene: Scene) -> str:
    module = importlib.import_module(f"service.pictures.{game_type}")
    drawn: str = module.picture(view, scene)
    return drawn


def describe(game_type: str, event: Any, scene: Scene) -> str:
    module = importlib.import_module(f"service.pictures.{game_type}_words")
    said: str = module.describe(event, scene)
    return said


def scene(moment: Moment, audience: int | None) -> Scene:
    return Scene(names=NAMES[: moment.setup.players], audience=audience, version=moment.version)


def audiences(moment: Moment) -> list[int | None]:
    return [None, *range(moment.setup.players)]


def drawn_texts(svg: str) -> set[str]:
    """Every text and attribute value of a picture, and each word of its texts."""
    found: set[str] = set()
    for element in ET.fromstring(svg).iter():
        found.update(element.attrib.values())
        for content in (element.text, element.tail):
            if content and content.strip():
                found.add(content.strip())
                found.update(re.split(r"[\s,;:()·/]+", content.strip()))
    return found


@pytest.mark.parametrize("game_type", GAMES)
def test_a_picture_is_an_inert_readable_svg_with_every_name_escaped(game_type: str) -> None:
    for moment in moments(game_type):
        for audience in audiences(moment):
            svg = picture(
                game_type, moment.rules.view(moment.state, audience), scene(moment, audience)
            )
            root = ET.fromstring(svg)  # well-formed XML
            assert root.tag == f"{SVG}svg"
            assert root.get("width") == str(WIDTH)
            assert root.get("data-game") == game_type
            assert root.get("data-version") == str(moment.version)
            for element in root.iter():
                tag = element.tag.removeprefix(SVG)
                assert tag in ELEMENTS, f"{moment.name}: <{tag}>"
                for name, value in element.attrib.items():
                    assert name not in FORBIDDEN_ATTRIBUTES and not name.startswith("on"), name
                    assert "url(" not in value and "javascript:" not in value, (name, value)
                if tag == "text":
                    assert float(element.get("font-size", SMALL)) >= SMALL, moment.name
            assert "<script" not in svg and "<b>" not in svg
            texts = drawn_texts(svg)
            if audience is not None:  # the viewer is named, escaped and whole
                assert any(NAMES[audience] in t for t in texts), (moment.name, NAMES[audience])


@pytest.mark.parametrize("game_type", GAMES)
def test_a_picture_shows_no_secret_of_its_audience(game_type: str) -> None:
    hooks = hooks_of(game_type)
    for moment in moments(game_type):
        if moment.rules.outcome(moment.state) is not None:
            continue  # once over, everything may be shown
        for audience in audiences(moment):
            svg = picture(
                game_type, moment.rules.view(moment.state, audience), scene(moment, audience)
            )
            leaked = set(hooks.secrets(moment.state, audience)) & drawn_texts(svg)
            assert not leaked, f"{moment.name}: seat {audience}'s picture shows {leaked}"


def loading_setup(moment: Moment, with_defaults: bool) -> Any:
    """The setup a position of `moment` loads with, as `POST /v1/games` would load it: the
    game's options, unless the game takes them from the document or they cannot go with a
    position (e.g. Mammoth Hunters' `start_player`: the document says who starts)."""
    rules = moment.rules
    if not with_defaults:
        try:
            rules.load_position(moment.setup, plain(rules.position(moment.state)))
            return moment.setup
        except IllegalMove:
            pass
    return setup_for(rules, moment.setup.players)


@pytest.mark.parametrize("game_type", GAMES)
def test_positions_a_seat_cannot_tell_apart_give_it_the_same_picture(game_type: str) -> None:
    hooks = hooks_of(game_type)
    compared = 0
    for moment in moments(game_type):
        rules = moment.rules
        document = rules.position(moment.state)
        if document is None or rules.outcome(moment.state) is not None:
            continue
        setup = loading_setup(moment, hooks.load_with_defaults)
        original = plain(document)
        for audience in audiences(moment):
            twin = hooks.twin(json.loads(json.dumps(original)), audience, Rng(moment.name, -3))
            if twin is None or twin == original:
                continue
            drawn = []
            for doc in (original, twin):
                state = fold(rules, setup, rules.load_position(setup, doc))
                drawn.append(
                    picture(game_type, rules.view(state, audience), scene(moment, audience))
                )
            assert drawn[0] == drawn[1], f"{moment.name}: seat {audience} tells twins apart"
            compared += 1
    assert compared > 0, "no twin positions were compared"


@pytest.mark.parametrize("game_type", GAMES)
def test_every_legal_move_can_be_chosen_by_clicking_what_it_names(game_type: str) -> None:
    chosen = 0
    for moment in moments(game_type):
        rules = moment.rules
        for seat in sorted(rules.to_move(moment.state)):
            svg = picture(game_type, rules.view(moment.state, seat), scene(moment, seat))
            board = clicks.clickable(svg)
            moves = plain(list(rules.legal_moves(moment.state, seat)))
            listed = clicks.choices(moves)
            for move in moves:
                if not clicks.nameable(move, board.names):
                    continue  # a move with no place on the board: the move list
                path = clicks.clicks_for(move, board.things, board.names)
                assert path is not None, f"{moment.name}: nothing to click for {move}"
                left = clicks.candidates(listed, path, board.names)
                assert move in left
                named = {
                    json.dumps(
                        [clicks.leaves(m)[i] for i in sorted(clicks.nameable(m, board.names))],
                        default=str,
                    )
                    for m in left
                }
                assert len(named) == 1, f"{moment.name}: {path} leaves {left}"
                chosen += 1
    assert chosen > 0, "no move was chosen by clicks"


@pytest.mark.parametrize("game_type", GAMES)
def test_every_event_an_audience_sees_is_said_in_words_without_its_secrets(game_type: str) -> None:
    hooks = hooks_of(game_type)
    for moment in moments(game_type):
        over = moment.rules.outcome(moment.state) is not None
        for audience in audiences(moment):
            hidden = set() if over else set(hooks.secrets(moment.state, audience))
            for event in moment.events:
                copy = moment.rules.redact(event, audience)
                if copy is None:
                    continue
                said = describe(game_type, copy, scene(moment, audience))
                assert said and not said[0].islower() and said.endswith("."), (moment.name, said)
                assert "{" not in said and "None" not in said, said
                words = set(re.split(r"[\s,;:()·/.]+", said))
                assert not hidden & words, f"{moment.name}: {said!r} tells {hidden & words}"


@pytest.mark.parametrize("game_type", GAMES)
def test_a_picture_depends_only_on_what_the_json_view_holds(game_type: str) -> None:
    for moment in moments(game_type)[::3]:
        for audience in audiences(moment):
            view = moment.rules.view(moment.state, audience)
            served = msgspec.json.decode(msgspec.json.encode(view), type=type(view))
            at = scene(moment, audience)
            assert picture(game_type, served, at) == picture(game_type, view, at)


@pytest.mark.parametrize("game_type", GAMES)
def test_every_kind_of_clickable_thing_is_declared_with_the_fields_that_name_it(
    game_type: str,
) -> None:
    """A page learns which command fields name a thing only from the root's
    `data-names-<kind>`: no kind may go undeclared."""
    for moment in moments(game_type)[::4]:
        for audience in audiences(moment):
            view = moment.rules.view(moment.state, audience)
            board = clicks.clickable(picture(game_type, view, scene(moment, audience)))
            used = {kind for thing in board.things for kind, _ in thing}
            assert used <= set(board.names), f"{moment.name}: {used - set(board.names)}"
