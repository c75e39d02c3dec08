"""Given-when-then tests for deciders (STYLE §10).

    given(RULES, *events, players=3).when(command, seat=0).then(*expected)
    given(RULES, *events).when(command, seat=1).rejects("not_your_turn")

`given` folds the events from the game's initial state; `when` runs `decide` with a
deterministic RNG; `then` compares the produced events exactly; `rejects` checks the
IllegalMove code and that nothing else happened.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, Rng, Rules, Seat, fold


class Given:
    def __init__(self, rules: Rules, events: Sequence[Any], players: int, options: Any) -> None:
        self.rules = rules
        self.events = list(events)
        self.players = players
        self.options = options if options is not None else rules.Options()
        self.state = fold(rules, players, self.options, self.events)

    def when(self, command: Any, seat: Seat | None, seed: str = "test") -> When:
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
        return rules.decide(self.given.state, self.command, self.seat, rng)

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
        produced = self._decide()
        assert [msgspec.to_builtins(e) for e in produced] == [
            msgspec.to_builtins(e) for e in expected
        ]
        return produced

    def rejects(self, code: str) -> IllegalMove:
        with pytest.raises(IllegalMove) as caught:
            self._decide()
        assert caught.value.code == code, caught.value.message
        return caught.value


def given(rules: Rules, *events: Any, players: int = 2, options: Any = None) -> Given:
    return Given(rules, events, players, options)
