"""A game driven exactly as an outside client drives it over HTTP, without the server:
position documents arrive as raw JSON, command bodies are decoded by the platform's decoder,
and events, views and positions leave as JSON.

    table = Table.from_position(RULES, document)
    table.send({"type": "clans.move", "from": 19, "to": 18}, seat=0)   # → events as JSON
    table.refuses({"type": "clans.move", "from": 1, "to": 1}, seat=0)  # → "same_field"
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, Rng, Seat, decode_command, fold
from tests.kit.setups import plain, setup_for


def served(value: Any) -> Any:
    """What the platform serves for a struct (an event, a view, a position): JSON values."""
    return json.loads(msgspec.json.encode(value))


class Table:
    """A game's log and state, played with JSON command bodies."""

    def __init__(self, rules: Any, setup: Any, start: list[Any], seed: str = "table") -> None:
        self.rules = rules
        self.setup = setup
        self.seed = seed
        self.log = list(start)
        self.state = fold(rules, setup, self.log)

    @classmethod
    def started(
        cls,
        rules: Any,
        players: int,
        *,
        options: Any = None,
        seed: str = "table",
        revision: int | None = None,
    ) -> Table:
        """A game set up from `seed` as the server sets it up (the latest rules revision
        unless `revision` is given)."""
        setup = setup_for(rules, players, options, revision)
        return cls(rules, setup, list(rules.start(setup, Rng(seed, 0))), seed)

    @classmethod
    def from_position(
        cls,
        rules: Any,
        document: Any,
        *,
        players: int | None = None,
        options: Any = None,
        revision: int | None = None,
    ) -> Table:
        """A game started from a position document sent as JSON (the latest rules revision
        unless `revision` is given)."""
        count = players if players is not None else document["players"]
        setup = setup_for(rules, count, options, revision)
        return cls(rules, setup, list(rules.load_position(setup, plain(document))))

    def send(self, body: Any, seat: Seat | None) -> list[Any]:
        """Decide a command body as the platform would; fold and return the events as JSON."""
        command = decode_command(self.rules, json.dumps(body).encode())
        events = self.rules.decide(self.state, command, seat, Rng(self.seed, len(self.log)))
        for event in events:
            self.state = self.rules.evolve(self.state, event)
        self.log.extend(events)
        return [served(e) for e in events]

    def refuses(self, body: Any, seat: Seat | None) -> str:
        """The refusal code of a command body; checks that nothing changed."""
        before = self.state
        with pytest.raises(IllegalMove) as caught:
            self.send(body, seat)
        assert self.state == before
        return caught.value.code

    def view(self, seat: Seat | None) -> Any:
        return served(self.rules.view(self.state, seat))

    def position(self) -> Any:
        document = self.rules.position(self.state)
        return None if document is None else served(document)

    def copies(self, seat: Seat | None) -> list[Any]:
        """The log as `seat` receives it (its redacted copies)."""
        copies = (self.rules.redact(e, seat) for e in self.log)
        return [served(c) for c in copies if c is not None]

    def legal(self, seat: Seat) -> list[Any]:
        return [served(c) for c in self.rules.legal_moves(self.state, seat)]


def problems(rules: Any, document: Any, players: int, options: Any = None) -> tuple[str, ...]:
    """Every problem listed when a document is refused (code `invalid_position`)."""
    with pytest.raises(IllegalMove) as caught:
        rules.load_position(setup_for(rules, players, options), plain(document))
    assert caught.value.code == "invalid_position"
    assert caught.value.problems
    return caught.value.problems
