"""An external client's view of the engine: JSON documents in, JSON command bodies, JSON out.

The audit tests drive Clans exactly as the HTTP platform does: a position document arrives as
raw JSON, a command body is decoded with `msgspec.json.decode(body, type=RULES.Command)`, and
events, views and positions leave as `msgspec.to_builtins(...)`.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.clans.state import State
from service.domain.kernel import IllegalMove, Rng, fold

COLOURS = ("red", "yellow", "green", "blue", "black")


def zero_scores() -> dict[str, int]:
    return dict.fromkeys(COLOURS, 0)


def doc(
    fields: dict[str, dict[str, int]],
    *,
    players: int = 2,
    clans: list[str] | None = None,
    active_seat: int = 0,
    chips_taken: int = 0,
    chips: list[int] | None = None,
    scores: dict[str, int] | None = None,
    villages: list[dict[str, int]] | None = None,
) -> dict[str, Any]:
    """A position document (RULES §15) as plain JSON values; chips default to seat 0."""
    document: dict[str, Any] = {
        "players": players,
        "clans": clans or list(("red", "blue", "green", "yellow")[:players]),
        "active_seat": active_seat,
        "chips_taken": chips_taken,
        "chips": chips if chips is not None else [chips_taken] + [0] * (players - 1),
        "scores": scores or zero_scores(),
        "fields": fields,
    }
    if villages is not None:
        document["villages"] = villages
    return document


def as_json(value: Any) -> Any:
    """A value after a trip through JSON text, as a client sends or receives it."""
    return json.loads(json.dumps(value))


def out(value: Any) -> Any:
    """What the platform serves for a Struct (an event, a view, a position)."""
    return as_json(msgspec.to_builtins(value))


class Game:
    """A game started from a position document, played with JSON command bodies."""

    def __init__(self, document: Any, players: int | None = None) -> None:
        count = players if players is not None else document["players"]
        self.players = count
        self.log = list(RULES.load_position(count, RULES.Options(), as_json(document)))
        self.state: State = fold(RULES, count, RULES.Options(), self.log)

    def send(self, body: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        """Decide a command body as the platform would; fold and return the events as JSON."""
        command = msgspec.json.decode(json.dumps(body).encode(), type=RULES.Command)
        events = RULES.decide(self.state, command, seat, Rng("audit", len(self.log)))
        for event in events:
            self.state = RULES.evolve(self.state, event)
        self.log.extend(events)
        return [out(e) for e in events]

    def refuses(self, body: dict[str, Any], seat: int | None) -> str:
        """The rule code of a refused command body; checks that the state did not change."""
        before = self.state
        with pytest.raises(IllegalMove) as caught:
            self.send(body, seat)
        assert self.state == before
        return caught.value.code

    def view(self, seat: int | None) -> dict[str, Any]:
        result: dict[str, Any] = out(RULES.view(self.state, seat))
        return result


def move(frm: int, to: int) -> dict[str, Any]:
    return {"type": "clans.move", "from": frm, "to": to}


def choose(field: int) -> dict[str, Any]:
    return {"type": "clans.choose_village", "field": field}


def problems(document: Any, players: int = 2) -> tuple[str, ...]:
    """The problems of a refused position document (code `invalid_position`)."""
    with pytest.raises(IllegalMove) as caught:
        RULES.load_position(players, RULES.Options(), as_json(document))
    assert caught.value.code == "invalid_position"
    assert caught.value.problems
    return caught.value.problems
