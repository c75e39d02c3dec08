"""Helpers of the audit tests: scenarios set up the way an external client does it — a JSON
position document loaded with `load_position`, JSON command bodies decoded with
`RULES.Command` — then `decide` and `fold` (RULES §16.3, §16.9)."""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest

from service.domain.kernel import IllegalMove, Rng, fold
from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.state import Options, State
from tests.domain.mammoth_hunters.builders import document, hands_with

P = "mammoth_hunters."


def body(name: str, **fields: Any) -> Any:
    """A command body as a client posts it, decoded exactly as the platform decodes it."""
    raw = json.dumps({"type": P + name, **fields}).encode()
    return msgspec.json.decode(raw, type=RULES.Command)


def loaded(doc: dict[str, Any], short_game: bool = False) -> State:
    """The state of a game created from `doc` sent as JSON (RULES §16.9)."""
    plain = json.loads(json.dumps(doc))
    options = msgspec.convert({"short_game": short_game}, RULES.Options)
    events = RULES.load_position(plain["players"], options, plain)
    return fold(RULES, plain["players"], options, events)  # type: ignore[no-any-return]


def table(*hand: str, players: int = 3, short_game: bool = False, **kw: Any) -> State:
    """Seat 0 (active) holds `hand`; everything else is a plain valid document."""
    hands = hands_with(*hand, players=players) if hand else None
    return loaded(document(players, hands=hands, **kw), short_game)


def send(state: State, *steps: tuple[Any, int]) -> tuple[State, list[Any]]:
    """Decide and fold (command, seat) steps; every command must be listed as legal."""
    produced: list[Any] = []
    for command, seat in steps:
        assert command in RULES.legal_moves(state, seat), command
        new = RULES.decide(state, command, seat, Rng("audit", len(produced)))
        for event in new:
            state = RULES.evolve(state, event)
        produced.extend(new)
    return state, produced


def rejects(state: State, command: Any, seat: int | None, code: str) -> None:
    """`decide` refuses with `code`, and `legal_moves` does not list the command."""
    with pytest.raises(IllegalMove) as caught:
        RULES.decide(state, command, seat, Rng("audit", 0))
    assert caught.value.code == code, (caught.value.code, caught.value.message)
    if seat is not None:
        assert command not in RULES.legal_moves(state, seat)


def builtins(value: Any) -> Any:
    return msgspec.json.decode(msgspec.json.encode(value))


__all__ = ["Options", "body", "builtins", "loaded", "rejects", "send", "table"]
