"""Given-when-then for deciders (docs/style.md §10), on events or on a position document:

    given(RULES, *events, players=3).when(Move(from_=1, to=2), seat=0).then(*expected)
    given_position(RULES, document).when({"type": "clans.move", "from": 1, "to": 2}, seat=0)
        .rejects("field_not_adjacent")

`given` folds the events from the game's initial state; `given_position` loads a document
(after a trip through JSON, as a client sends it) exactly as `POST /v1/games` does. `when`
takes a command struct or a JSON body (decoded as the platform decodes it) and decides it with
`Rng(seed, version)`; `then` compares the events as JSON; `rejects` checks the refusal code
and that nothing happened.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, Refusal, Rng, Seat, decode_command, fold
from tests.kit.setups import plain, setup_for


class Given:
    def __init__(self, rules: Any, setup: Any, events: Sequence[Any]) -> None:
        self.rules = rules
        self.setup = setup
        self.events = list(events)
        self.state = fold(rules, setup, self.events)

    def when(self, command: Any, seat: Seat | None, seed: str = "test") -> When:
        if isinstance(command, dict):
            command = decode_command(self.rules, msgspec.json.encode(command))
        return When(self, command, seat, seed)


class When:
    def __init__(self, given: Given, command: Any, seat: Seat | None, seed: str) -> None:
        self.given = given
        self.command = command
        self.seat = seat
        self.seed = seed

    def _decide(self) -> list[Any]:
        rules = self.given.rules
        rng = Rng(self.seed, len(self.given.events))
        return list(rules.decide(self.given.state, self.command, self.seat, rng))

    def events(self) -> list[Any]:
        """The produced events (for assertions that do not compare the whole list)."""
        return self._decide()

    def state(self) -> Any:
        """The state after the produced events are folded on."""
        state = self.given.state
        for event in self._decide():
            state = self.given.rules.evolve(state, event)
        return state

    def then(self, *expected: Any) -> list[Any]:
        """The produced events equal `expected` (structs or JSON objects), in order."""
        produced = self._decide()
        assert plain(produced) == plain(list(expected))
        return produced

    def rejects(self, code: str) -> Refusal:
        """Refused with `code`; the state is untouched."""
        before = self.given.state
        with pytest.raises(IllegalMove) as caught:
            self._decide()
        assert caught.value.code == code, caught.value.message
        assert self.given.state == before
        return caught.value.refusal


def given(
    rules: Any, *events: Any, players: int = 2, options: Any = None, revision: int | None = None
) -> Given:
    return Given(rules, setup_for(rules, players, options, revision), events)


def given_position(
    rules: Any,
    document: Any,
    *,
    players: int | None = None,
    options: Any = None,
    revision: int | None = None,
) -> Given:
    """The game a position document starts (players default to the document's own)."""
    count = players if players is not None else document["players"]
    setup = setup_for(rules, count, options, revision)
    return Given(rules, setup, rules.load_position(setup, plain(document)))
