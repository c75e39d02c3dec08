"""Golden games: record a seeded greedy playout once, replay it through `decide` in tests.

Regenerate (only when the rules change on purpose):
    python -m tests.domain.ice_flow.golden
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from service.domain.ice_flow import RULES
from service.domain.kernel import Rng

from .bot import playout

FOLDER = Path(__file__).parents[2] / "golden" / "ice_flow"
GAMES = ((2, "g3"), (3, "g5"), (4, "g20"))


def record(players: int, seed: str) -> dict[str, Any]:
    state, events, played = playout(players, seed, cap=3000)
    outcome = RULES.outcome(state)
    return {
        "seed": seed,
        "players": players,
        "options": msgspec.to_builtins(RULES.Options()),
        "commands": [{"seat": s, "command": msgspec.to_builtins(c)} for s, c in played],
        "events": [msgspec.to_builtins(e) for e in events],
        "outcome": msgspec.to_builtins(outcome) if outcome else None,
    }


def replay(game: dict[str, Any]) -> tuple[list[Any], Any]:
    """Start and decide every recorded command; returns the events and the outcome."""
    players = game["players"]
    options = msgspec.convert(game["options"], RULES.Options)
    events: list[Any] = RULES.start(players, options, Rng(game["seed"], 0))
    state = RULES.initial_state(players, options)
    for event in events:
        state = RULES.evolve(state, event)
    for entry in game["commands"]:
        command = msgspec.convert(entry["command"], RULES.Command)
        produced = RULES.decide(state, command, entry["seat"], Rng(game["seed"], len(events)))
        for event in produced:
            state = RULES.evolve(state, event)
        events += produced
    return _plain(events), _plain(RULES.outcome(state))


def _plain(value: Any) -> Any:
    """JSON values exactly as stored (lists, not tuples)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for players, seed in GAMES:
        path = FOLDER / f"{players}p_{seed}.json"
        path.write_bytes(msgspec.json.format(msgspec.json.encode(record(players, seed)), indent=0))


if __name__ == "__main__":
    main()
