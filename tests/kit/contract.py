"""The contract every game must pass (docs/style.md §11), as checks over a seeded playout. Each
check fails on its own kind of broken game (`tests/kit/test_contract.py` proves it):

- `ends`        the game, played by its policy, ends within the cap (a game that never ends
                fails)
- `legality`    `legal_moves` is exactly what `decide` accepts, sampled both ways: every
                listed command is accepted; commands listed for other seats, played earlier,
                or one field off a listed one are refused unless listed; the system is
                refused every player command and accepted its timer's
- `secrets`     no view, event copy or legal-move list differs between positions a seat
                cannot tell apart (the game's `twin` hook), and no view or copy carries a
                string the game's `secrets` hook names
- `replay`      the log folds to the live state, also after a trip through the store's codec
- `positions`   export → load → fold → export is the identity, with the same seats to move
                and legal moves (a view may also show history a document leaves out)
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from typing import Any

import msgspec

from service.domain.kernel import IllegalMove, Rng, Seat, fold
from tests.kit.golden import stored
from tests.kit.hooks import Hooks
from tests.kit.playout import Played, Step, play
from tests.kit.setups import plain, setup_for

SAMPLES = 12
"""States inspected closely per playout (besides the first and the last)."""
TRIES = 6
"""Listed and unlisted commands decided per seat at an inspected state."""


def playout(rules: Any, hooks: Hooks, players: int, seed: str, options: Any = None) -> Played:
    return play(rules, setup_for(rules, players, options), seed, policy=hooks.policy, cap=hooks.cap)


def inspected(played: Played) -> list[Step]:
    """The first and last steps and `SAMPLES` spread between them, seeded."""
    steps = played.steps
    if len(steps) <= SAMPLES + 2:
        return list(steps)
    rng = Rng(played.seed, -2)
    middle = sorted(rng.shuffled(range(1, len(steps) - 1))[:SAMPLES])
    return [steps[0], *(steps[i] for i in middle), steps[-1]]


def ends(played: Played, hooks: Hooks) -> None:
    assert played.over, f"the game did not end within {hooks.cap} commands"


def outcome_is_well_formed(rules: Any, played: Played) -> None:
    outcome = rules.outcome(played.state)
    assert outcome is not None and not rules.to_move(played.state)
    players = played.setup.players
    assert len(outcome.ranks) == len(outcome.scores) == players
    assert outcome.winners and all(outcome.ranks[w] == 1 for w in outcome.winners)
    assert outcome.winners == tuple(s for s, r in enumerate(outcome.ranks) if r == 1)


# -- legality --------------------------------------------------------------------------------


def legality(rules: Any, played: Played) -> None:
    pool = _distinct(step.command for step in played.steps)
    for step in inspected(played):
        _legality_at(rules, step.before, played.setup.players, pool, Rng(played.seed, step.version))


def _legality_at(rules: Any, state: Any, players: int, pool: list[Any], rng: Rng) -> None:
    listed = {seat: list(rules.legal_moves(state, seat)) for seat in range(players)}
    movers = rules.to_move(state)
    everything = _distinct(c for moves in listed.values() for c in moves)
    candidates = _distinct([*everything, *pool, *(m for c in everything for m in _nearby(c, pool))])
    for seat in range(players):
        assert bool(listed[seat]) == (seat in movers), f"seat {seat}: to_move vs legal_moves"
        for command in _sample(listed[seat], rng):
            assert _accepted(rules, state, command, seat, rng), f"seat {seat}: {command}"
        for command in _sample([c for c in candidates if c not in listed[seat]], rng):
            accepted = _accepted(rules, state, command, seat, rng)
            assert not accepted, f"seat {seat}: {command} is accepted but not listed"
    deadline = rules.deadline(state)
    if deadline is not None:
        assert _accepted(rules, state, deadline.command, None, rng), "the timer's command"
    for command in _sample(everything, rng):
        accepted = _accepted(rules, state, command, None, rng)
        assert not accepted, f"the system may send the player command {command}"


def _accepted(rules: Any, state: Any, command: Any, seat: Seat | None, rng: Rng) -> bool:
    """Whether `decide` accepts the command (then it must produce an event)."""
    try:
        events = rules.decide(state, command, seat, rng)
    except IllegalMove:
        return False
    assert events, f"{command} was accepted but produced no event"
    return True


def _nearby(command: Any, pool: list[Any]) -> Iterator[Any]:
    """Commands one field off: an integer ±1 or out of range, a flag flipped, a string taken
    from another command's field of the same name."""
    strings: dict[str, set[str]] = {}
    for other in pool:
        for name, value in msgspec.structs.asdict(other).items():
            if isinstance(value, str):
                strings.setdefault(name, set()).add(value)
    for name, value in msgspec.structs.asdict(command).items():
        changed: list[Any] = []
        if isinstance(value, bool):
            changed = [not value]
        elif isinstance(value, int):
            changed = [value - 1, value + 1, -1, 999]
        elif isinstance(value, str):
            changed = sorted(strings.get(name, set()) - {value})[:3]
        for new in changed:
            yield msgspec.structs.replace(command, **{name: new})


def _sample(items: Sequence[Any], rng: Rng) -> list[Any]:
    return rng.shuffled(items)[:TRIES]


def _distinct(items: Any) -> list[Any]:
    found: list[Any] = []
    seen: set[bytes] = set()
    for item in items:
        key = msgspec.json.encode(item)
        if key not in seen:
            seen.add(key)
            found.append(item)
    return found


# -- secrets -----------------------------------------------------------------------------------


def secrets(rules: Any, hooks: Hooks, played: Played) -> None:
    seats: list[Seat | None] = [None, *range(played.setup.players)]
    state = rules.initial_state(played.setup)
    for event in played.start:
        state = rules.evolve(state, event)
        _no_token(rules, hooks, state, [event], seats)
    for step in played.steps:
        _no_token(rules, hooks, step.after, step.events, seats)
    twins = 0
    for step in inspected(played):
        _no_token_in_views(rules, hooks, step.before, seats)
        setup = _loading(rules, hooks, played)
        twins += _twins(rules, hooks, setup, step.before, seats, Rng(played.seed, -3))
    documents = sum(rules.position(s.before) is not None for s in inspected(played))
    assert twins or not documents, "the twin hook never gave a different position"


def _no_token(rules: Any, hooks: Hooks, after: Any, events: list[Any], seats: list[Any]) -> None:
    if rules.outcome(after) is not None:
        return  # once over, everything may be shown
    for seat in seats:
        hidden = hooks.secrets(after, seat)
        for event in events:
            text = json.dumps(plain(rules.redact(event, seat)))
            leaked = [t for t in hidden if json.dumps(t) in text]
            assert not leaked, f"seat {seat}'s copy of {type(event).__name__} shows {leaked}"


def _no_token_in_views(rules: Any, hooks: Hooks, state: Any, seats: list[Any]) -> None:
    if rules.outcome(state) is not None:
        return
    for seat in seats:
        text = json.dumps(plain(rules.view(state, seat)))
        leaked = [t for t in hooks.secrets(state, seat) if json.dumps(t) in text]
        assert not leaked, f"seat {seat}'s view shows {leaked}"


def _twins(rules: Any, hooks: Hooks, setup: Any, state: Any, seats: list[Any], rng: Rng) -> int:
    """Load the state's document and a twin of it per seat; the seat must see no difference."""
    document = rules.position(state)
    if document is None or rules.outcome(state) is not None:
        return 0
    original = plain(document)
    compared = 0
    for seat in seats:
        twin = hooks.twin(json.loads(json.dumps(original)), seat, rng)
        if twin is None or twin == original:
            continue
        seen = [_as_seen(rules, setup, doc, seat) for doc in (original, twin)]
        assert seen[0] == seen[1], f"seat {seat} can tell apart two positions it must not"
        compared += 1
    return compared


def _as_seen(rules: Any, setup: Any, document: Any, seat: Seat | None) -> Any:
    events = list(rules.load_position(setup, document))
    state = fold(rules, setup, events)
    copies = [plain(rules.redact(e, seat)) for e in events]
    moves = plain(rules.legal_moves(state, seat)) if seat is not None else None
    return copies, plain(rules.view(state, seat)), moves, sorted(rules.to_move(state))


# -- replay and positions ----------------------------------------------------------------------


def replay(rules: Any, played: Played) -> None:
    log = played.log
    assert fold(rules, played.setup, log) == played.state
    again = [stored(rules, event, version) for version, event in enumerate(log, 1)]
    assert again == log, "an event changes on its way through the store"
    assert fold(rules, played.setup, again) == played.state


def _loading(rules: Any, hooks: Hooks, played: Played) -> Any:
    """The setup a position of this playout is loaded with, as `POST /v1/games` would."""
    if hooks.load_with_defaults:
        return setup_for(rules, played.setup.players)
    return played.setup


def positions(rules: Any, hooks: Hooks, played: Played) -> None:
    setup = _loading(rules, hooks, played)
    checked = 0
    for state in [step.before for step in inspected(played)]:
        document = rules.position(state)
        if document is None:
            continue
        original = plain(document)
        try:
            events = list(rules.load_position(setup, json.loads(json.dumps(original))))
        except IllegalMove as refused:
            raise AssertionError(f"an exported document is refused: {refused.problems}") from None
        again = fold(rules, setup, events)
        assert plain(rules.position(again)) == original, "export ∘ load is not the identity"
        assert rules.to_move(again) == rules.to_move(state)
        for seat in range(played.setup.players):
            again_moves = plain(rules.legal_moves(again, seat))
            assert again_moves == plain(rules.legal_moves(state, seat)), f"seat {seat}'s moves"
        checked += 1
    assert checked, "no state of the playout had a position document"
