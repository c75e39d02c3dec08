"""Tabletop's Python client: `Tabletop` (sync) and `AsyncTabletop` (asyncio) over httpx, the
document's models in `tabletop_client.models`, and `follow`, a game's stream that reconnects
by itself and ends with the game."""

from . import models
from ._generated import API_VERSION
from ._generated.models import GameStatus, LiveSummary
from ._generated.unions import GameCommand, GameEvent, GamePosition, GameView
from .async_client import AsyncTabletop
from .client import Tabletop
from .parse import UnknownEvent, parse_event
from .problem import TabletopProblem
from .retry import NO_RETRY, RetryPolicy
from .stream import Backoff, StreamItem

__version__ = API_VERSION

__all__ = [
    "API_VERSION",
    "NO_RETRY",
    "AsyncTabletop",
    "Backoff",
    "GameCommand",
    "GameEvent",
    "GamePosition",
    "GameStatus",
    "GameView",
    "LiveSummary",
    "RetryPolicy",
    "StreamItem",
    "Tabletop",
    "TabletopProblem",
    "UnknownEvent",
    "__version__",
    "models",
    "parse_event",
]
