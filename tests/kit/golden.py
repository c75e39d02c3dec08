"""Golden games (docs/style.md §12): one log format for every game, with its recorder, its replay
and a converter from the formats games used before.

A golden file (`tests/golden/<game>/<name>.json`) is one JSON object, one step per line:

    {"format": "tabletop-golden/1",
     "game_type": "clans", "rules_revision": 1, "players": 4, "options": {},
     "seed": "golden-4-0", "position": null,
     "start_events": [ …the start events… ],
     "steps": [
      {"seat": 1, "command": {…}, "events": [ …what it produced… ]},
      …],
     "outcome": {…}}

`rules_revision` is the revision the game is played under (files of the earlier formats predate
revisions: 1). `seat` null is the system deciding a timer's command. Each command is decided with
`Rng(seed, version)`, version = the number of events before it, exactly as the server does.

    python -m tests.kit.golden record GAME --players N --seed S [--moves N]
        [--policy uniform|first] [--options JSON] --out tests/golden/<game>/<name>.json
                                                play a new golden game and write it down
                                                (`--moves`: stop after N commands, the
                                                outcome then null; by default to the end)
    python -m tests.kit.golden convert FILE…    rewrite old-format files in this format
    python -m tests.kit.golden rerecord FILE…   play them again from their header (uniform
                                                policy) — only when a rule change is intended
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec

from service import codec
from service.domain import registry
from service.domain.kernel import Rng, convert_command, convert_event, fold
from service.store.base import RecordedEvent
from tests.kit.playout import POLICIES, Policy, play, uniform
from tests.kit.setups import plain, setup_for

FORMAT = "tabletop-golden/1"
FOLDER = Path(__file__).resolve().parents[1] / "golden"
HEADER = ("format", "game_type", "rules_revision", "players", "options", "seed", "position")


def files(game_type: str | None = None) -> list[Path]:
    """Every golden file (of one game type), in a stable order."""
    return sorted(FOLDER.glob(f"{game_type or '*'}/*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def dumps(golden: dict[str, Any]) -> str:
    """The file text: header keys one per line, each event and step on a line of its own."""

    def line(value: Any) -> str:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    def listed(items: list[Any]) -> str:
        return "[]" if not items else "[\n  " + ",\n  ".join(line(i) for i in items) + "\n ]"

    parts = [f" {line(key)}: {line(golden[key])}" for key in HEADER]
    parts.append(f' "start_events": {listed(golden["start_events"])}')
    parts.append(f' "steps": {listed(golden["steps"])}')
    parts.append(f' "outcome": {line(golden["outcome"])}')
    return "{\n" + ",\n".join(parts) + "\n}\n"


def rules_of(golden: dict[str, Any]) -> Any:
    rules = registry.get(golden["game_type"])
    assert rules is not None, golden["game_type"]
    return rules


def setup_of(golden: dict[str, Any]) -> Any:
    rules = rules_of(golden)
    options = msgspec.convert(golden["options"], rules.Options)
    return setup_for(rules, golden["players"], options, golden.get("rules_revision", 1))


def start_events(rules: Any, setup: Any, seed: str, position: Any) -> list[Any]:
    """The start events, from the seed or from the position document, as the server makes them."""
    if position is not None:
        return list(rules.load_position(setup, position))
    return list(rules.start(setup, Rng(seed, 0)))


def record(
    game_type: str,
    players: int,
    seed: str,
    *,
    options: Any = None,
    position: Any = None,
    policy: Policy = uniform,
    cap: int = 5000,
    revision: int | None = None,
    partial: bool = False,
) -> dict[str, Any]:
    """Play a seeded game to its end and write down every step (under the latest rules
    revision unless `revision` is given); `partial`: stop after `cap` commands, the game
    not over (its outcome null)."""
    rules = registry.get(game_type)
    assert rules is not None
    setup = setup_for(rules, players, options, revision)
    start = start_events(rules, setup, seed, position)
    played = play(rules, setup, seed, start=start, policy=policy, cap=cap)
    assert played.over or partial, f"the game did not end within {cap} commands"
    return {
        "format": FORMAT,
        "game_type": game_type,
        "rules_revision": setup.rules_revision,
        "players": players,
        "options": plain(setup.options),
        "seed": seed,
        "position": position,
        "start_events": plain(played.start),
        "steps": [
            {"seat": s.seat, "command": plain(s.command), "events": plain(s.events)}
            for s in played.steps
        ],
        "outcome": plain(rules.outcome(played.state)),
    }


def replay(golden: dict[str, Any]) -> Any:
    """Decide every recorded command again and compare every event, the outcome, and the
    state folded from the stored log (through the store's codec) with the live one."""
    assert golden["format"] == FORMAT
    rules, setup = rules_of(golden), setup_of(golden)
    seed = golden["seed"]
    log = start_events(rules, setup, seed, golden["position"])
    assert plain(log) == golden["start_events"]
    state = fold(rules, setup, log)
    for n, step in enumerate(golden["steps"]):
        command, seat = convert_command(rules, step["command"]), step["seat"]
        if seat is None:
            deadline = rules.deadline(state)
            assert deadline is not None and deadline.command == command, f"step {n}"
        else:
            assert command in rules.legal_moves(state, seat), f"step {n}: {step['command']}"
        produced = list(rules.decide(state, command, seat, Rng(seed, len(log))))
        assert plain(produced) == step["events"], f"step {n}"
        for event in produced:
            state = rules.evolve(state, event)
        log.extend(produced)
    assert plain(rules.outcome(state)) == golden["outcome"]
    assert fold(rules, setup, [stored(rules, e, v) for v, e in enumerate(log, 1)]) == state
    return state


def stored(rules: Any, event: Any, version: int) -> Any:
    """An event after a trip through the event store's row format."""
    row = codec.encode(rules, event, {})
    data = json.loads(json.dumps(row.data))
    recorded = RecordedEvent(
        position=version,
        stream_id="golden",
        version=version,
        type=row.type,
        data=data,
        metadata=row.metadata,
        recorded_at=datetime(2026, 1, 1, tzinfo=UTC),
    )
    return codec.decode(rules, recorded)


# -- the formats before this one ------------------------------------------------------------


def convert(old: dict[str, Any], game_type: str) -> dict[str, Any]:
    """A golden file of an earlier format in this format, recording exactly the same game.

    The earlier formats: per-step events under `steps` (Clans, Der Schwarm) or `commands`
    (Mammoth Hunters), or a flat event list `events` next to `commands` (Pow Wow: after the
    start events; Ice Flow: the whole log). A flat list is split into steps by deciding each
    command again; the result is replayed and must give the same log and outcome.
    """
    if old.get("format") == FORMAT:
        return old
    rules = registry.get(game_type)
    assert rules is not None, game_type
    setup = setup_for(  # the earlier formats predate rules revisions: revision 1
        rules,
        old["players"],
        msgspec.convert(old.get("options") or {}, rules.Options),
        old.get("rules_revision", 1),
    )
    steps = old.get("steps") or old.get("commands") or []
    start = old.get("start_events")
    flat = old.get("events")
    golden = {
        "format": FORMAT,
        "game_type": game_type,
        "rules_revision": setup.rules_revision,
        "players": old["players"],
        "options": plain(setup.options),
        "seed": old["seed"],
        "position": old.get("position"),
        "start_events": start,
        "steps": [
            {"seat": s["seat"], "command": s["command"], "events": s.get("events")} for s in steps
        ],
        "outcome": old["outcome"],
    }
    if start is None or any(s["events"] is None for s in golden["steps"]):
        _split(rules, setup, golden, flat)
    replay(golden)
    recorded = (start or []) + (flat or []) if flat is not None else None
    if recorded is not None:
        log = golden["start_events"] + [e for s in golden["steps"] for e in s["events"]]
        assert log == recorded, "the converted steps do not give the recorded log"
    return golden


def _split(rules: Any, setup: Any, golden: dict[str, Any], flat: list[Any] | None) -> None:
    """Fill in start events and per-step events by deciding the commands again, checking
    each against the recorded flat log."""
    seed = golden["seed"]
    start = golden["start_events"]
    if start is None:
        start = plain(start_events(rules, setup, seed, golden["position"]))
        assert flat is not None and flat[: len(start)] == start
        flat = flat[len(start) :]
        golden["start_events"] = start
    assert flat is not None
    log = [convert_event(rules, e) for e in start]
    state = fold(rules, setup, log)
    at = 0
    for step in golden["steps"]:
        command = convert_command(rules, step["command"])
        produced = list(rules.decide(state, command, step["seat"], Rng(seed, len(log))))
        step["events"] = plain(produced)
        assert step["events"] == flat[at : at + len(produced)]
        at += len(produced)
        for event in produced:
            state = rules.evolve(state, event)
        log.extend(produced)
    assert at == len(flat), "the recorded log has events no command produced"


def record_command(argv: list[str]) -> int:
    """`record GAME --players N --seed S [--moves N] [--policy P] [--options JSON] --out F`."""
    parser = argparse.ArgumentParser(prog="python -m tests.kit.golden record")
    parser.add_argument("game_type", choices=[g.name for g in registry.all_games()])
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--seed", required=True)
    parser.add_argument("--moves", type=int, help="stop after this many commands")
    parser.add_argument("--policy", choices=sorted(POLICIES), default="uniform")
    parser.add_argument("--options", default="{}", help="the options as a JSON object")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    rules = rules_of({"game_type": args.game_type})
    golden = record(
        args.game_type,
        args.players,
        args.seed,
        options=msgspec.convert(json.loads(args.options), rules.Options),
        policy=POLICIES[args.policy],
        cap=5000 if args.moves is None else args.moves,
        partial=args.moves is not None,
    )
    replay(golden)  # what is written replays exactly, as the golden tests will check
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(dumps(golden), "utf-8")
    print(f"{args.out}: {len(golden['steps'])} steps, outcome {golden['outcome']}")
    return 0


def main(argv: list[str]) -> int:
    if argv[:1] == ["record"]:
        return record_command(argv[1:])
    if len(argv) < 2 or argv[0] not in ("convert", "rerecord"):
        print(__doc__)
        return 2
    for name in argv[1:]:
        path = Path(name)
        old = load(path)
        game_type = old.get("game_type") or path.parent.name
        if argv[0] == "convert":
            golden = convert(old, game_type)
        else:
            golden = record(
                game_type,
                old["players"],
                old["seed"],
                options=msgspec.convert(old["options"], rules_of({"game_type": game_type}).Options),
                position=old.get("position"),
                revision=old.get("rules_revision", 1),
            )
        path.write_text(dumps(golden), "utf-8")
        print(f"{path}: {len(golden['steps'])} steps")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
