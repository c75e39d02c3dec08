"""Examples for the document, made by the rules engines themselves (so they are always real):
each game set up from a fixed seed, its first legal moves, the view of the seat to move, the
events of its first command and a position document. Pure and deterministic."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import msgspec

from service.api.dto import game_document
from service.api.events_json import event_json
from service.api.meta import game_type
from service.api.openapi import player_examples
from service.api.problems import TYPE_BASE
from service.domain.kernel import HostedGame, Rng, Setup, latest_revision
from service.domain.kit.hosting import tag_of
from service.pictures import registry as pictures
from service.pictures.scene import Scene
from service.records import LoggedEvent

GAME_ID = "6f1c2b0e-8a47-4c1e-9d3a-2f5b7c9e1a04"
RECORDED_AT = "2025-05-01T18:30:00Z"
SEED = "example"
MAX_SETUP_STEPS = 200


@dataclass(frozen=True)
class GameExample:
    game_type: str
    rules_revision: int
    players: int
    version: int
    seat: int
    to_move: list[int]
    moves: list[dict[str, Any]]
    command: dict[str, Any]
    start_events: list[dict[str, Any]]
    command_events: list[dict[str, Any]]
    view: dict[str, Any]
    position: dict[str, Any] | None
    position_version: int | None
    picture: str | None
    """None for a game with no picture (a test's game)."""
    narration: list[dict[str, Any]]
    options: dict[str, Any]
    game_type_example: dict[str, Any]


def game_example(rules: HostedGame) -> GameExample:
    players = rules.min_players
    options = msgspec.convert({}, rules.Options)
    revision = latest_revision(rules.revisions)
    setup = Setup(players=players, options=options, rules_revision=revision)
    state = rules.initial_state(setup)
    start = rules.start(setup, Rng(SEED, 0))
    for event in start:
        state = rules.evolve(state, event)
    version = len(start)
    seat = min(rules.to_move(state))
    moves = rules.legal_moves(state, seat)
    view = game_document(rules.name, rules.view(state, seat))
    decided = rules.decide(state, moves[0], seat, Rng(SEED, version))
    position, position_version = _first_position(rules, state, version, revision)
    names = tuple(PLAYERS[:players])
    scene = Scene(names=names, audience=seat, version=version)
    return GameExample(
        game_type=rules.name,
        rules_revision=revision,
        players=players,
        version=version,
        seat=seat,
        to_move=sorted(rules.to_move(state)),
        moves=[msgspec.to_builtins(m) for m in moves[:3]],
        command=msgspec.to_builtins(moves[0]),
        start_events=_logged(list(start), 1),
        command_events=_logged(list(decided), version + 1),
        view=view,
        position=position,
        position_version=position_version,
        picture=_picture(rules.view(state, seat), scene),
        narration=_narration(rules, list(start), seat, scene),
        options=msgspec.to_builtins(options),
        game_type_example=_game_type(rules),
    )


def _first_position(
    rules: HostedGame, state: Any, version: int, revision: int
) -> tuple[dict[str, Any] | None, int]:
    """The position document after setup, or after the first moves when setup has none."""
    for _ in range(MAX_SETUP_STEPS):
        document = rules.position(state)
        if document is not None:
            return game_document(rules.name, document, rules_revision=revision), version
        seat = min(rules.to_move(state))
        for event in rules.decide(
            state, rules.legal_moves(state, seat)[0], seat, Rng(SEED, version)
        ):
            state = rules.evolve(state, event)
            version += 1
    return None, version


def _picture(view: Any, scene: Scene) -> str | None:
    try:
        return pictures.picture(view, scene)
    except pictures.Undrawable:
        return None


def _narration(
    rules: HostedGame, events: list[Any], seat: int, scene: Scene
) -> list[dict[str, Any]]:
    """The first start events as the seat's copies tell them."""
    lines = []
    for version, event in enumerate(events[:3], 1):
        copy = rules.redact(event, seat)
        if copy is None:
            continue
        try:
            text = pictures.describe(copy, scene)
        except pictures.Undrawable:
            return []
        lines.append({"version": version, "type": tag_of(type(copy)), "text": text})
    return lines


def _logged(events: list[Any], first_version: int) -> list[dict[str, Any]]:
    at = datetime.fromisoformat(RECORDED_AT)
    return [
        event_json(LoggedEvent(version=first_version + n, recorded_at=at, event=event))
        for n, event in enumerate(events[:3])
    ]


def _game_type(rules: HostedGame) -> dict[str, Any]:
    """GET /v1/game-types' entry, with the command and position schemas shortened and the
    shown schemas' `$defs` inlined."""
    full: dict[str, Any] = msgspec.to_builtins(game_type(rules))
    first_command = next(iter(full["command_schemas"]))
    full["command_schemas"] = {first_command: inlined(full["command_schemas"][first_command])}
    full["options_schema"] = inlined(full["options_schema"])
    full["position_schema"] = {"description": "(shortened) the JSON Schema of the position"}
    return full


def inlined(schema: dict[str, Any]) -> dict[str, Any]:
    """A JSON Schema with its local `$ref`s (`#/$defs/…`) replaced by what they point to.

    Generators resolve every `$ref` of the document, examples included, against the document
    itself, where `#/$defs/…` points nowhere (hey-api crashes, orval warns). The same schema
    inlined says the same; a recursive one cannot be, and is refused here."""
    definitions = schema.get("$defs", {})

    def resolve(node: Any, seen: tuple[str, ...]) -> Any:
        if isinstance(node, list):
            return [resolve(item, seen) for item in node]
        if not isinstance(node, dict):
            return node
        target = node.get("$ref")
        if isinstance(target, str) and target.startswith("#/$defs/"):
            name = target.removeprefix("#/$defs/")
            if name in seen:
                raise ValueError(f"{name} is recursive: it cannot be inlined in an example")
            rest = {k: v for k, v in node.items() if k != "$ref"}
            return {**resolve(definitions[name], (*seen, name)), **resolve(rest, seen)}
        return {k: resolve(v, seen) for k, v in node.items() if k != "$defs"}

    out: dict[str, Any] = resolve(schema, ())
    return out


# -- examples of operations ----------------------------------------------------------------

METRICS = (
    "# HELP tabletop_commands_total Commands decided, by game type and result.\n"
    "# TYPE tabletop_commands_total counter\n"
    'tabletop_commands_total{game_type="clans",result="accepted"} 42.0\n'
)
TOKEN = "k3Jx0c9yQm1B7v2Zr8TnW4pLd6Hs5Af0Ue3Gi1Oy9Qk"
TICKET = "Tq2b8Vx0Lm5Nc7Rz1Kd4Fh9Wj3Ps6Ga0Ye2Ui8Oo5Xk"


def summary(sample: GameExample, *, started: bool, names: int | None = None) -> dict[str, Any]:
    seated = sample.players if names is None else names
    return {
        "game_id": GAME_ID,
        "game_type": sample.game_type,
        "rules_revision": sample.rules_revision,
        "status": "active" if started else "open",
        "players": sample.players,
        "seats": [
            {"seat": s, "name": PLAYERS[s] if s < seated else None} for s in range(sample.players)
        ],
        "version": sample.version if started else 0,
        "to_move": sample.to_move if started else [],
        "outcome": None,
        "options": sample.options,
        "created_at": RECORDED_AT,
        "setup": "random",
        "seed_commitment": SEED_COMMITMENT,
        "seed": None,
        "deadline_at": None,
    }


SEED_COMMITMENT = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"
"""SHA-256 of the seed `test`, as an example."""


PLAYERS = ("Ada", "Bela", "Cili", "Dora", "Ede")


def create_bodies(samples: dict[str, GameExample]) -> dict[str, Any]:
    bodies: dict[str, Any] = {
        game: {"summary": f"A game of {game}", "value": {"game_type": game, "players": s.players}}
        for game, s in samples.items()
    }
    first = next(iter(samples.values()))
    bodies["seeded"] = {
        "summary": "A reproducible setup",
        "value": {"game_type": first.game_type, "players": first.players, "seed": "spring-cup-1"},
    }
    with_position = next((s for s in samples.values() if s.position is not None), None)
    if with_position is not None:
        bodies["from_position"] = {
            "summary": "From a position document",
            "value": {
                "game_type": with_position.game_type,
                "players": with_position.players,
                "position": with_position.position,
            },
        }
    return bodies


def response_examples(operation: str, samples: dict[str, GameExample]) -> dict[str, Any]:
    first = next(iter(samples.values()))
    per_game: dict[str, Any] = {
        "getView": lambda s: s.view,
        "getLegalMoves": lambda s: {"version": s.version, "moves": s.moves},
        "sendCommand": lambda s: {
            "version": s.version + len(s.command_events),
            "events": s.command_events,
        },
        "getPosition": lambda s: s.position,
        "listEvents": lambda s: {
            "game_id": GAME_ID,
            "version": s.version,
            "events": s.start_events,
        },
        "listNarration": lambda s: {"game_id": GAME_ID, "version": s.version, "lines": s.narration},
    }
    if operation in per_game:
        values = {game: per_game[operation](s) for game, s in samples.items()}
        return {game: {"value": v} for game, v in values.items() if v is not None}
    single: dict[str, Any] = {
        "createGame": summary(first, started=False, names=0),
        "listGames": {"games": [summary(first, started=True)], "next_cursor": None},
        "getGame": summary(first, started=True),
        "returnToSeat": summary(first, started=True),
        "takeSeat": {
            "game_id": GAME_ID,
            "seat": 0,
            "token": TOKEN,
            "game": summary(first, started=False, names=1),
        },
        "importGame": {
            **summary(first, started=True),
            "game_id": "0b9d6c1e-3f2a-4e8b-9c7d-5a1f2e3d4c5b",
            "imported_from": GAME_ID,
        },
        "createStreamTicket": {"ticket": TICKET, "expires_at": RECORDED_AT},
        "listGameTypes": [first.game_type_example],
        "healthLive": {"status": "ok"},
        "healthReady": {"status": "ok"},
        **player_examples.examples(summary(first, started=True)),
    }
    return {"example": {"value": single[operation]}}


def picture(samples: dict[str, GameExample]) -> str | None:
    """One game's picture (each is several kilobytes: one is enough to show the form)."""
    return next((s.picture for s in samples.values() if s.picture is not None), None)


def stream_text(samples: dict[str, GameExample]) -> str:
    first = next(iter(samples.values()))
    blocks = [
        f"id: {e['version']}\r\nevent: {e['type']}\r\ndata: {msgspec.json.encode(e).decode()}\r\n"
        for e in first.start_events
    ]
    last = {
        "version": first.version,
        "status": "active",
        "to_move": first.to_move,
        "deadline_at": None,
        "outcome": None,
    }
    data = msgspec.json.encode(last).decode()
    summary = f"id: {first.version}\r\nevent: summary\r\ndata: {data}\r\n"
    opening = ": tabletop\r\nretry: 3000\r\n"
    return "\r\n".join([opening, *blocks, summary, ": keepalive\r\n"]) + "\r\n"


def lobby_stream_text(samples: dict[str, GameExample]) -> str:
    first = next(iter(samples.values()))
    games = [summary(first, started=False, names=1), summary(first, started=True)]
    blocks = [
        f"id: 41\r\nevent: game\r\ndata: {msgspec.json.encode(g).decode()}\r\n" for g in games
    ]
    return "\r\n".join([": tabletop lobby\r\nretry: 3000\r\n", *blocks]) + "\r\n"


def problem(status: int, code: str) -> dict[str, Any]:
    from service.api.openapi.codes import CODES

    body: dict[str, Any] = {
        "type": TYPE_BASE + code,
        "title": CODES[code].title,
        "status": status,
        "detail": CODES[code].meaning,
        "code": code,
        "instance": f"/v1/games/{GAME_ID}",
    }
    if code == "version_conflict":
        body["current_version"] = 13
    if code in ("invalid_options", "invalid_position"):
        body["problems"] = ["seat 2 has 8 cards in hand, at most 5 are allowed"]
    return body


def illegal_move() -> dict[str, Any]:
    return {
        "type": TYPE_BASE + "not_your_turn",
        "title": "Illegal move",
        "status": 422,
        "detail": "It is seat 1's turn.",
        "code": "not_your_turn",
        "instance": f"/v1/games/{GAME_ID}/commands",
    }
