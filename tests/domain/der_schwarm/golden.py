"""Golden games: recorded seeded playouts replayed through decide (STYLE §12).

Regenerate (only when a rule change is intended) with
`.venv/bin/python -m tests.domain.der_schwarm.golden` from the repository root.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from service.domain.der_schwarm import RULES
from service.domain.der_schwarm.state import Options
from service.domain.kernel import Rng, fold

from .playout import play

FOLDER = Path(__file__).resolve().parents[2] / "golden" / "der_schwarm"
GAMES: dict[str, tuple[int, Options, str, int]] = {
    "two_players_standard": (2, Options(initial_order=(1, 0)), "golden-2", 2),
    "three_players_free_start_dangerous": (
        3,
        Options(free_start=True, dangerous_tsunami=True),
        "golden-3",
        3,
    ),
    "four_players_hidden_hands": (4, Options(hidden_hands=True), "golden-4", 4),
}


def record(players: int, options: Options, seed: str, move_seed: int) -> dict[str, Any]:
    """Play a seeded game and record each command with the events it produced."""
    final, _, commands = play(players, options, seed, move_seed)
    started = RULES.start(players, options, Rng(seed, 0))
    state = fold(RULES, players, options, started)
    version = len(started)
    steps: list[dict[str, Any]] = []
    for seat, command in commands:
        produced = RULES.decide(state, command, seat, Rng(seed, version))
        for event in produced:
            state = RULES.evolve(state, event)
        version += len(produced)
        steps.append(
            {
                "seat": seat,
                "command": msgspec.to_builtins(command),
                "events": [msgspec.to_builtins(e) for e in produced],
            }
        )
    assert state == final
    return {
        "seed": seed,
        "players": players,
        "options": msgspec.to_builtins(options),
        "start_events": [msgspec.to_builtins(e) for e in started],
        "steps": steps,
        "outcome": msgspec.to_builtins(RULES.outcome(state)),
    }


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, (players, options, seed, move_seed) in GAMES.items():
        game = record(players, options, seed, move_seed)
        (FOLDER / f"{name}.json").write_text(json.dumps(game, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    main()
