"""An external client's view of the engine for the audit tests: JSON in, JSON out.

Scenarios start from a position document (`load_position`, then `fold`), commands are JSON
bodies decoded exactly as the platform decodes them, and events are compared as served.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, Rng, fold
from service.domain.pow_wow import RULES
from service.domain.pow_wow.options import Options
from service.domain.pow_wow.state import State
from tests.domain.pow_wow.helpers import document


class Game:
    """A game started from a position document, driven by JSON command bodies."""

    def __init__(self, doc: dict[str, Any]) -> None:
        self.players = len(doc["seats"])
        self.events: list[Any] = RULES.load_position(self.players, Options(), doc)

    @property
    def state(self) -> State:
        state: State = fold(RULES, self.players, Options(), self.events)
        return state

    def decide(self, body: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        """Decide a JSON body; append and return the new events as served (builtins)."""
        command = decode(body)
        new = RULES.decide(self.state, command, seat, Rng("audit", len(self.events)))
        self.events += new
        return [served(e) for e in new]

    def refuses(self, body: dict[str, Any], seat: int | None) -> str:
        """The refusal code of a JSON body; nothing is appended."""
        before = list(self.events)
        with pytest.raises(IllegalMove) as caught:
            self.decide(body, seat)
        assert self.events == before
        return caught.value.code

    def served(self) -> list[dict[str, Any]]:
        return [served(e) for e in self.events]

    def reveal(self, slot: int = 0) -> int:
        """The revealer turns `slot`; returns the window it opened."""
        state = self.state
        window = state.next_window
        self.decide({"type": "pow_wow.reveal", "window": window, "slot": slot}, state.revealer)
        return window


def decode(body: dict[str, Any]) -> Any:
    return msgspec.json.decode(msgspec.json.encode(body), type=RULES.Command)


def game(
    seats: Sequence[str] = ("red", "yellow"),
    *,
    reveal: str | None = None,
    **kwargs: Any,
) -> Game:
    """A game from a position; with `reveal`, that card lies in slot 0 and is revealed."""
    next_cards = (reveal,) if reveal is not None else ()
    played = Game(document(seats, next_cards=next_cards, **kwargs))
    if reveal is not None:
        played.reveal(0)
    return played


def claim(window: int, hand: str) -> dict[str, Any]:
    return {"type": "pow_wow.claim", "window": window, "hand": hand}


def pass_(window: int) -> dict[str, Any]:
    return {"type": "pow_wow.pass", "window": window}


def choose(window: int, option: dict[str, Any]) -> dict[str, Any]:
    return {"type": "pow_wow.choose", "window": window, "option": option}


def served(value: Any) -> Any:
    """As a client receives it: JSON values (lists, not tuples), `type` first."""
    return msgspec.json.decode(msgspec.json.encode(value))
