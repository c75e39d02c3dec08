"""Which game draws a view and tells an event: each game's picture and words modules, found
by the view's or the event's type."""

from __future__ import annotations

from typing import cast, get_args

import msgspec

from service.domain.clans.events import Event as ClansEvent
from service.domain.clans.view import ClansView
from service.domain.der_schwarm.events import Event as DerSchwarmEvent
from service.domain.der_schwarm.view import DerSchwarmView
from service.domain.ice_flow.events import Event as IceFlowEvent
from service.domain.ice_flow.view import IceFlowView
from service.domain.mammoth_hunters.events import Event as MammothHuntersEvent
from service.domain.mammoth_hunters.view import MammothHuntersView
from service.domain.pow_wow.events import Event as PowWowEvent
from service.domain.pow_wow.view import PowWowView
from service.domain.table.events import TABLE_EVENTS, TableEvent
from service.pictures import (
    clans,
    clans_words,
    der_schwarm,
    der_schwarm_words,
    ice_flow,
    ice_flow_words,
    mammoth_hunters,
    mammoth_hunters_words,
    pow_wow,
    pow_wow_words,
    table_words,
)
from service.pictures.scene import Scene

SVG = "image/svg+xml"


class Undrawable(LookupError):
    """A game this package has no picture or words for (a game being added, a test's game):
    the API then answers its view as JSON and tells its events by their type."""


def picture(view: msgspec.Struct, scene: Scene) -> str:
    """The SVG document of a game's view (what `scene.audience` may see, nothing more)."""
    match view:
        case ClansView():
            return clans.picture(view, scene)
        case MammothHuntersView():
            return mammoth_hunters.picture(view, scene)
        case PowWowView():
            return pow_wow.picture(view, scene)
        case DerSchwarmView():
            return der_schwarm.picture(view, scene)
        case IceFlowView():
            return ice_flow.picture(view, scene)
    raise Undrawable(f"no picture draws a {type(view).__name__}")


_CLANS = get_args(ClansEvent)
_MAMMOTH_HUNTERS = get_args(MammothHuntersEvent)
_POW_WOW = get_args(PowWowEvent)
_DER_SCHWARM = get_args(DerSchwarmEvent)
_ICE_FLOW = get_args(IceFlowEvent)


def describe(event: msgspec.Struct, scene: Scene) -> str:
    """One sentence for an event as the audience's copy tells it."""
    if isinstance(event, TABLE_EVENTS):
        return table_words.describe(cast(TableEvent, event), scene)
    if isinstance(event, _CLANS):
        return clans_words.describe(cast(ClansEvent, event), scene)
    if isinstance(event, _MAMMOTH_HUNTERS):
        return mammoth_hunters_words.describe(cast(MammothHuntersEvent, event), scene)
    if isinstance(event, _POW_WOW):
        return pow_wow_words.describe(cast(PowWowEvent, event), scene)
    if isinstance(event, _DER_SCHWARM):
        return der_schwarm_words.describe(cast(DerSchwarmEvent, event), scene)
    if isinstance(event, _ICE_FLOW):
        return ice_flow_words.describe(cast(IceFlowEvent, event), scene)
    raise Undrawable(f"no words tell a {type(event).__name__}")
