"""Golden games (STYLE §12): recorded seeded playouts replayed through `decide`.

Regenerate (only when a rule change is intended) with
`.venv/bin/python -m tests.domain.clans.test_golden`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from service.domain.clans import RULES
from service.domain.clans.state import State
from service.domain.kernel import Rng, fold

GOLDEN = Path(__file__).parents[2] / "golden" / "clans"


def _plain(value: Any) -> Any:
    return msgspec.json.decode(msgspec.json.encode(value))


def record(players: int, seed: str, position: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play a seeded game, every choice drawn from Rng(seed, version), and record it."""
    options = RULES.Options()
    if position is None:
        events = RULES.start(players, options, Rng(seed, 0))
    else:
        events = RULES.load_position(players, options, position)
    start = list(events)
    state: State = fold(RULES, players, options, events)
    steps = []
    while RULES.to_move(state):
        (seat,) = RULES.to_move(state)
        rng = Rng(seed, len(events))
        command = rng.choice(RULES.legal_moves(state, seat))
        produced = RULES.decide(state, command, seat, rng)
        for event in produced:
            state = RULES.evolve(state, event)
        events.extend(produced)
        steps.append({"seat": seat, "command": _plain(command), "events": _plain(produced)})
    return {
        "game_type": "clans",
        "seed": seed,
        "players": players,
        "options": {},
        "position": position,
        "start_events": _plain(start),
        "steps": steps,
        "outcome": _plain(RULES.outcome(state)),
    }


def replay(game: dict[str, Any]) -> None:
    """Replay a golden game's commands through `decide` and compare every event."""
    players, seed, options = game["players"], game["seed"], RULES.Options()
    if game["position"] is None:
        events = RULES.start(players, options, Rng(seed, 0))
    else:
        events = RULES.load_position(players, options, game["position"])
    assert _plain(events) == game["start_events"]
    state: State = fold(RULES, players, options, events)
    for step in game["steps"]:
        command = msgspec.convert(step["command"], RULES.Command)
        assert command in RULES.legal_moves(state, step["seat"])
        produced = RULES.decide(state, command, step["seat"], Rng(seed, len(events)))
        assert _plain(produced) == step["events"]
        for event in produced:
            state = RULES.evolve(state, event)
        events.extend(produced)
    assert RULES.to_move(state) == frozenset()
    assert _plain(RULES.outcome(state)) == game["outcome"]
    stored = [msgspec.convert(e, RULES.Event) for e in _plain(events)]
    assert fold(RULES, players, options, stored) == state


FILES = sorted(GOLDEN.glob("*.json"))


def test_golden_games_exist_for_every_player_count() -> None:
    games = [json.loads(path.read_text()) for path in FILES]
    assert {g["players"] for g in games} == {2, 3, 4}
    commands = [s["command"]["type"] for g in games for s in g["steps"]]
    assert "clans.choose_village" in commands


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_game_replays_identically(path: Path) -> None:
    replay(json.loads(path.read_text()))


# The forest/mountain ordering example of RULES §8.4 across the epoch boundary, as a game.
EPOCH_BOUNDARY: dict[str, Any] = {
    "players": 3,
    "clans": ["blue", "black", "red"],
    "active_seat": 1,
    "chips_taken": 3,
    "chips": [1, 2, 0],
    "scores": {"red": 4, "yellow": 0, "green": 2, "blue": 0, "black": 3},
    "fields": {
        "18": {"blue": 2},
        "19": {"red": 1},
        "46": {"yellow": 1, "green": 1},
        "45": {"black": 1},
        "47": {"green": 1},
        "57": {"red": 1},
        "58": {"blue": 1},
        "0": {"black": 2},
        "1": {"green": 1},
    },
    "villages": [],
}

GAMES: dict[str, tuple[int, str, dict[str, Any] | None]] = {
    "two_players_village_choice": (2, "golden-2-1", None),
    "two_players_no_legal_move": (2, "golden-end-2-26", None),
    "three_players_village_choice": (3, "golden-3-2", None),
    "four_players_three_choices": (4, "golden-4-0", None),
    "four_players_no_legal_move": (4, "golden-end-4-1", None),
    "three_players_from_a_position": (3, "golden-position", EPOCH_BOUNDARY),
}


if __name__ == "__main__":  # pragma: no cover
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (players, seed, position) in GAMES.items():
        game = record(players, seed, position)
        (GOLDEN / f"{name}.json").write_text(json.dumps(game, indent=1) + "\n")
