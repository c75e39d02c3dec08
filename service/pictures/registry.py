"""Which game draws a view and tells an event: each game's picture and words modules, found
through the one registry of games (`service.domain.registry`) by the game's name.

A hosted game `<name>` is drawn by `service.pictures.<name>` (`picture(view, scene)`) and told
by `service.pictures.<name>_words` (`describe(event, scene)`); adding a game's pictures is
adding those two modules, nothing here. The modules are imported when first asked for, and a
game without them (a game being added, a test's game) is `Undrawable`."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from typing import cast

import msgspec

from service.domain import registry
from service.domain.kernel import HostedGame
from service.domain.kit.hosting import members
from service.domain.table.events import TABLE_EVENTS, TableEvent
from service.pictures import table_words
from service.pictures.scene import Scene

SVG = "image/svg+xml"
PACKAGE = __name__.rpartition(".")[0]

Draw = Callable[[msgspec.Struct, Scene], str]


class Undrawable(LookupError):
    """A game this package has no picture or words for (a game being added, a test's game):
    the API then answers its view as JSON and tells its events by their type."""


def picture(view: msgspec.Struct, scene: Scene) -> str:
    """The SVG document of a game's view (what `scene.audience` may see, nothing more)."""
    game = _game_of_view(type(view))
    draw = None if game is None else _function(game.name, "picture")
    if draw is None:
        raise Undrawable(f"no picture draws a {type(view).__name__}")
    return draw(view, scene)


def describe(event: msgspec.Struct, scene: Scene) -> str:
    """One sentence for an event as the audience's copy tells it."""
    if isinstance(event, TABLE_EVENTS):
        return table_words.describe(cast(TableEvent, event), scene)
    game = _game_of_event(type(event))
    tell = None if game is None else _function(f"{game.name}_words", "describe")
    if tell is None:
        raise Undrawable(f"no words tell a {type(event).__name__}")
    return tell(event, scene)


def modules(game: HostedGame) -> tuple[str, str]:
    """The picture module and the words module of a game (what the import contracts list)."""
    return f"{PACKAGE}.{game.name}", f"{PACKAGE}.{game.name}_words"


def _game_of_view(view: type[msgspec.Struct]) -> HostedGame | None:
    return next((g for g in registry.all_games() if g.View is view), None)


def _game_of_event(event: type[msgspec.Struct]) -> HostedGame | None:
    return next((g for g in registry.all_games() if event in members(g.Event)), None)


@functools.cache
def _function(module: str, name: str) -> Draw | None:
    """`name` of `service.pictures.<module>`, or None when the game has no such module. Each
    module's function is typed on its own game's structs; the lookup above hands it only
    values of that game, which is what makes the wider `Draw` type true."""
    try:
        found = importlib.import_module(f"{PACKAGE}.{module}")
    except ModuleNotFoundError as missing:
        if missing.name != f"{PACKAGE}.{module}":
            raise  # the module exists and fails to import: a bug to show, not a missing game
        return None
    function = getattr(found, name, None)
    if not callable(function):
        raise TypeError(f"{found.__name__} has no function {name}")
    return cast(Draw, function)
