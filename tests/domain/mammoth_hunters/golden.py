"""Golden games: seeded playouts frozen as JSON in `tests/golden/mammoth_hunters/`.

Regenerate (only on purpose, after a deliberate rule change):
    .venv/bin/python -m tests.domain.mammoth_hunters.golden
Each command is decided with `Rng(seed, n)`, n = the number of events before it; the start
events use `Rng(seed, 0)`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from service.domain.mammoth_hunters import RULES
from service.domain.mammoth_hunters.state import Options
from tests.domain.mammoth_hunters.playout import play

FOLDER = Path(__file__).resolve().parents[2] / "golden" / "mammoth_hunters"

GAMES: list[tuple[str, int, Options, str]] = [
    ("three_players", 3, Options(), "golden-3"),
    ("four_players", 4, Options(start_player=2), "golden-4"),
    ("five_players", 5, Options(), "golden-5"),
    ("short_game", 4, Options(short_game=True), "golden-short"),
]


def record(players: int, options: Options, seed: str) -> dict[str, Any]:
    game = play(players, options, seed, check=False)
    assert game.state is not None
    outcome = RULES.outcome(game.state)
    start = len(game.events) - sum(len(new) for _, _, new in game.moves)
    return {
        "game_type": RULES.name,
        "seed": seed,
        "players": players,
        "options": msgspec.to_builtins(options),
        "start_events": [msgspec.to_builtins(e) for e in game.events[:start]],
        "commands": [
            {
                "seat": seat,
                "command": msgspec.to_builtins(move),
                "events": [msgspec.to_builtins(e) for e in new],
            }
            for seat, move, new in game.moves
        ],
        "outcome": msgspec.to_builtins(outcome),
    }


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, players, options, seed in GAMES:
        text = json.dumps(record(players, options, seed), indent=1)
        (FOLDER / f"{name}.json").write_text(text + "\n", "utf-8")


if __name__ == "__main__":
    main()
