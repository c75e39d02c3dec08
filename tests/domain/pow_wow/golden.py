"""Golden games (STYLE §12): record a seeded playout once, replay it through `decide`.

Regenerate (only when a rule change is intended):
    .venv/bin/python -m tests.domain.pow_wow.golden
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from service.domain.pow_wow import RULES
from service.domain.pow_wow.options import Options
from tests.domain.pow_wow.playout import play

FOLDER = Path(__file__).parents[2] / "golden" / "pow_wow"

GAMES: dict[str, tuple[int, Options]] = {
    "two_players_base_game": (2, Options()),
    "three_players_war_tribute": (3, Options(war_tribute=True, first_revealer=2)),
    "four_players_marriage_sharing": (4, Options(marriage=True, sharing=True)),
    "five_players_all_options": (
        5,
        Options(
            war_tribute=True,
            marriage=True,
            sharing=True,
            colours=("green", "blue", "purple", "yellow", "red"),
        ),
    ),
}


def record(name: str) -> dict[str, Any]:
    players, options = GAMES[name]
    game = play(f"golden-{name}", players, options, checks=False)
    assert game.state is not None
    outcome = RULES.outcome(game.state)
    return {
        "seed": game.seed,
        "players": players,
        "options": msgspec.to_builtins(options),
        "start_events": msgspec.to_builtins(game.events[:2]),
        "commands": [
            {"seat": seat, "command": msgspec.to_builtins(command)} for command, seat in game.steps
        ],
        "events": msgspec.to_builtins(game.events[2:]),
        "outcome": msgspec.to_builtins(outcome),
    }


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name in GAMES:
        text = json.dumps(record(name), separators=(",", ":"))
        (FOLDER / f"{name}.json").write_text(text + "\n", "utf-8")


if __name__ == "__main__":
    main()
