"""A game log without its seed (issue 29 item 4), checked by `service/archive/verify.check`:
every random result it records is one the draw there could give (`Game.recorded_draws`,
`RecordedRng`) and everything else is re-decided. Every genuine game passes, whichever draws
its options skip; a result no draw could give, a command the rules refuse, a timer command
that is not the game's, or events the rules do not decide are refused, naming the version."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from service.archive import logfile
from service.archive.verify import Verdict, check, verify
from service.domain import registry
from service.domain.kernel import NO_DRAWS, Rng, seed_commitment
from service.domain.mammoth_hunters.commands import DrawCard, PlayCard, SkipDiscard
from service.domain.table import SeatAbsent, TableSet, tabled
from tests.domain.mammoth_hunters.helpers import document, hands_with
from tests.kit.golden import files
from tests.kit.playout import play
from tests.kit.setups import plain, setup_for

AT = "2026-01-01T00:00:00Z"


def log_file(golden: dict[str, Any], seed: str | None = None) -> bytes:
    """A game log file of a game recorded as the golden files are (start events, then steps of
    seat, command and events), with `seed` in its header (default: none)."""
    lines: list[dict[str, Any]] = []

    def add(seat: int | None, command: Any, events: list[Any]) -> None:
        end = len(lines) + len(events)
        for i, event in enumerate(events):
            lines.append(
                {
                    "version": len(lines) + 1,
                    "recorded_at": AT,
                    "seat": seat,
                    "command_end": end,
                    "command": command if i == 0 else None,
                    "event": event,
                }
            )

    add(None, None, golden["start_events"])
    for step in golden["steps"]:
        add(step["seat"], step["command"], step["events"])
    header = {
        "format": "tabletop.game-log",
        "format_version": 1,
        "game_type": golden["game_type"],
        "rules_revision": golden.get("rules_revision", 1),
        "players": golden["players"],
        "options": golden["options"],
        "setup": "position" if golden["position"] is not None else "random",
        "seed_commitment": seed_commitment(golden["seed"]),
        "seed": seed,
        "position": golden["position"],
        "seats": [f"Player {n}" for n in range(golden["players"])],
        "game_id": "3b0c6a57-8d0e-4d8a-9a55-1f2e3d4c5b6a",
        "created_at": AT,
        "status": "finished",
        "version": len(lines),
    }
    return b"".join(json.dumps(line).encode() + b"\n" for line in [header, *lines])


def checked(golden: dict[str, Any]) -> Verdict:
    return check(logfile.load(log_file(golden)))


def golden(name: str) -> dict[str, Any]:
    (path,) = [p for p in files() if f"{p.parent.name}/{p.name}" == name]
    loaded: dict[str, Any] = json.loads(path.read_text())
    return loaded


def played(game_type: str, players: int, seed: str, cap: int = 200, **options: Any) -> Any:
    """A seeded playout (to its end or `cap` commands) in the golden files' shape."""
    rules = registry.get(game_type)
    assert rules is not None
    setup = setup_for(rules, players, rules.Options(**options))
    game = play(rules, setup, seed, cap=cap)
    return {
        "game_type": game_type,
        "rules_revision": setup.rules_revision,
        "players": players,
        "options": plain(setup.options),
        "seed": seed,
        "position": None,
        "start_events": plain(game.start),
        "steps": [
            {"seat": s.seat, "command": plain(s.command), "events": plain(s.events)}
            for s in game.steps
        ],
    }


def step_with(game: dict[str, Any], event_type: str) -> tuple[int, dict[str, Any]]:
    """The first step that records an event of this type, and that event."""
    for n, step in enumerate(game["steps"]):
        for event in step["events"]:
            if event["type"] == event_type:
                return n, event
    raise AssertionError(f"no {event_type} in the game")


def refused(game: dict[str, Any], reason: str) -> Verdict:
    verdict = checked(game)
    assert not verdict.ok and verdict.version is not None
    assert reason in verdict.reason, verdict.reason
    return verdict


@pytest.mark.parametrize("path", files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_golden_game_is_a_possible_game_without_its_seed(path: Path) -> None:
    game = json.loads(path.read_text())
    verdict = checked(game)
    assert verdict.ok, verdict
    assert verdict.commands == len(game["steps"])
    assert verify(logfile.load(log_file(game, seed=game["seed"]))).ok  # and with it, verified


@pytest.mark.parametrize(
    ("game_type", "players", "options"),
    [
        ("der_schwarm", 2, {}),  # the initial order drawn, the blue deck drawn again
        ("der_schwarm", 2, {"initial_order": (1, 0)}),  # the initial order given
        ("der_schwarm", 3, {"free_start": True}),  # order cards instead
        ("pow_wow", 3, {"first_revealer": 2}),
        ("ice_flow", 2, {"start_player": 1}),
        ("mammoth_hunters", 3, {"start_player": 2}),
        ("clans", 4, {}),
    ],
)
def test_a_game_is_possible_without_its_seed_whichever_draws_its_options_skip(
    game_type: str, players: int, options: dict[str, Any]
) -> None:
    game = played(game_type, players, f"unseeded-{game_type}-{players}", **options)
    assert checked(game).ok, checked(game)


def test_a_glacier_player_drawn_by_lot_is_possible_only_among_the_tied() -> None:
    rules = registry.get("mammoth_hunters")
    assert rules is not None
    hand = ("L-FIRE#1", "L-TREK#1", "D-RAID2#1", "D-SPARK#3", "D-ARMS#3")
    # Seats 1 and 2 tie on points, hunters and stones after the round: a lot decides (D17).
    doc = document(3, hands=hands_with(*hand, players=3), dark_reserve=1, vp=[4, 3, 3])
    setup = setup_for(rules, 3)
    start = list(rules.load_position(setup, plain(doc)))
    state = rules.initial_state(setup)
    for event in start:
        state = rules.evolve(state, event)
    steps, version = [], len(start)
    commands = (PlayCard(card="D-SPARK#3", target=1), SkipDiscard(), DrawCard(deck="light"))
    for command, seat in ((c, 0) for c in commands):
        events = list(rules.decide(state, command, seat, Rng("lot", version)))
        for event in events:
            state = rules.evolve(state, event)
        steps.append({"seat": seat, "command": plain(command), "events": plain(events)})
        version += len(events)
    game = {
        "game_type": "mammoth_hunters",
        "players": 3,
        "options": plain(setup.options),
        "seed": "lot",
        "position": plain(doc),
        "start_events": plain(start),
        "steps": steps,
    }
    _, chosen = step_with(game, "mammoth_hunters.glacier_player_chosen")
    assert chosen["by_lot"] and chosen["tied"] == [1, 2]
    assert checked(game).ok
    forged = copy.deepcopy(game)
    _, chosen = step_with(forged, "mammoth_hunters.glacier_player_chosen")
    chosen["seat"] = 0  # not among the tied
    refused(forged, "0 is recorded as chosen, but is not among the choices")


def test_a_random_result_no_draw_could_give_is_refused() -> None:
    clans = golden("clans/two_players_village_choice.json")
    first = copy.deepcopy(clans)
    first["start_events"][0]["first_seat"] = 5  # of two seats
    assert refused(first, "5 is recorded for a number drawn below 2").version == 1

    deal = copy.deepcopy(clans)
    deal["start_events"][1]["clans"][0] = "purple"  # no such clan
    assert refused(deal, "'purple', which is not among the 5 items shuffled").version == 2

    ice = golden("ice_flow/2p_g3.json")
    tile = copy.deepcopy(ice)
    _, drawn = step_with(tile, "ice_flow.tile_drawn")
    drawn["tile"] = "no-such-tile"
    refused(tile, "'no-such-tile' is recorded as chosen, but is not among the choices")

    reshuffle = copy.deepcopy(ice)
    _, shuffled = step_with(reshuffle, "ice_flow.deck_reshuffled")
    order = shuffled["order"]
    shuffled["order"] = [order[1], *order[1:]]  # one card twice, one of the discards never
    refused(reshuffle, f"holds {order[1]!r}, which is not among the")

    deck = copy.deepcopy(golden("mammoth_hunters/three_players.json"))
    _, placed = step_with(deck, "mammoth_hunters.campfires_placed")
    placed["aside"] = [7, *placed["aside"][1:]]  # no campfire tile shows 7
    refused(deck, "holds 7, which is not among the 14 items shuffled")

    pow_wow = copy.deepcopy(golden("pow_wow/two_players_base_game.json"))
    pow_wow["start_events"][1]["salt"] = "abc"
    refused(pow_wow, "'abc' is not 32 lowercase hex digits")


def test_possible_draws_do_not_excuse_events_the_rules_do_not_decide() -> None:
    clans = golden("clans/two_players_no_legal_move.json")
    # The deal swapped: a possible deal, but the end reveals the clans as they were dealt.
    swapped = copy.deepcopy(clans)
    swapped["start_events"][1]["clans"].reverse()
    verdict = refused(swapped, "does not give the recorded event")
    assert verdict.version == len(clans["start_events"]) + sum(
        len(s["events"]) for s in clans["steps"]
    )
    # A move the rules refuse.
    illegal = copy.deepcopy(clans)
    illegal["steps"][3]["command"] = {"type": "clans.move", "from": 0, "to": 0}
    refused(illegal, "the rules refuse it")
    # A command that gives other events than those recorded.
    moved = copy.deepcopy(clans)
    other = next(
        s["command"] for s in moved["steps"][4:] if s["command"] != moved["steps"][3]["command"]
    )
    moved["steps"][3]["command"] = other
    assert not checked(moved).ok
    # A timer command the game did not ask for (the system sends only the game's own).
    pow_wow = copy.deepcopy(golden("pow_wow/two_players_base_game.json"))
    (timer,) = [s for s in pow_wow["steps"][:3] if s["seat"] is None]
    timer["command"] = {**timer["command"], "window": timer["command"]["window"] + 1}
    refused(pow_wow, "the system sent a command that is not the game's timer command")
    seeded = logfile.load(log_file(pow_wow, seed=pow_wow["seed"]))
    assert "not the game's timer command" in verify(seeded).reason


def test_the_table_records_no_draws() -> None:
    """The table (clocks, absence, bots) draws nothing: its events never feed a recorded draw."""
    rules = registry.get("clans")
    assert rules is not None
    table = tabled(rules)
    state = table.evolve(
        table.initial_state(setup_for(rules, 2)), TableSet(clock=None, bots=(None, "random"))
    )
    assert table.recorded_draws(state, SeatAbsent(seat=0)) == NO_DRAWS
